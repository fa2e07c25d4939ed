/**
 * service-pages: one page per service, made from its record in
 * src/data/services.ts, so a new service is one record (and its icon, when
 * it is new) with no route file to copy. In `contentLoaded` each service
 * page's record becomes route data (`createData`) and a route at
 * /services/<id> (`addRoute`) rendering src/components/ServicePage with that
 * record as its `service` prop; the pages are prerendered like any other.
 *
 * The browser never loads the records: `configureWebpack` swaps
 * src/data/services.ts, in the client and server bundles, for its card view
 * (./routes.ts, `cardViewModule`), so the navbar's and footer's menus, the
 * grids and the contact topics ship no page's copy.
 *
 * Its loaded content lists the generated pages with the files they come
 * from, which src/plugins/content-dates reads to date them.
 *
 * It also fails the build when the contact topics' ids (a service's id among
 * them) differ from the inquiry_topic values HubSpot knows
 * (src/config/inquiryTopics.json), naming each value that changes.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import inquiryTopics from '../../config/inquiryTopics.json';
import {contactTopics} from '../../data/contactTopics';
import {inquiryTopicMessage} from '../../lib/inquiryTopics';
import {cardViewModule, SERVICE_PAGE_COMPONENT, SERVICES_MODULE, servicePageRoutes, type GeneratedPage} from './routes';

/** What this plugin loads: the generated pages (`allContent['service-pages'].default`). */
export interface ServicePagesContent {
  pages: GeneratedPage[];
}

/** HubSpot's inquiry_topic values, as committed. */
const INQUIRY_TOPICS_FILE = 'src/config/inquiryTopics.json';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default function servicePagesPlugin(context: LoadContext): Plugin<ServicePagesContent> {
  let cardView: string | undefined;
  return {
    name: 'service-pages',

    loadContent() {
      const message = inquiryTopicMessage(
        inquiryTopics.values,
        contactTopics.map((topic) => topic.id),
        INQUIRY_TOPICS_FILE,
      );
      if (message) throw new Error(message);
      return {pages: servicePageRoutes()};
    },

    async contentLoaded({content, actions}) {
      cardView = await actions.createData('services.cards.js', cardViewModule());
      for (const page of content.pages) {
        const data = await actions.createData(`${page.service.id}.json`, JSON.stringify(page.service));
        actions.addRoute({path: page.path, component: `@site/${SERVICE_PAGE_COMPONENT}`, exact: true, modules: {service: data}});
      }
    },

    configureWebpack(_config, _isServer, utils) {
      if (!cardView) throw new Error('service-pages: the card view was not written before the bundles were configured.');
      const records = new RegExp(`^${escapeRegExp(path.join(context.siteDir, SERVICES_MODULE))}$`);
      return {plugins: [new utils.currentBundler.instance.NormalModuleReplacementPlugin(records, cardView)]};
    },
  };
}
