import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {ArrowRight, Calculator, ClipboardCheck, MessageSquare, type LucideIcon} from 'lucide-react';
import {getStartedOptions, type StartOption} from '@site/src/data/playbook';
import {CtaBlock, PageHero, Section, pageStyles as styles} from '@site/src/components/MarketingPage';
import startStyles from './get-started.module.css';
import CopyText from '@site/src/components/CopyText';

const icons: Record<StartOption['icon'], LucideIcon> = {ClipboardCheck, Calculator, MessageSquare};

function Option({option}: {option: StartOption}): React.ReactElement {
  const Icon = icons[option.icon];
  return (
    <li className={startStyles.option}>
      <span className={startStyles.icon}>
        <Icon aria-hidden="true" size={26} />
      </span>
      <h2 id={option.id} className={startStyles.title}>
        {option.title}
      </h2>
      <p className={startStyles.time}>{option.time}</p>
      <p>
        <CopyText text={option.detail} />
      </p>
      <p className={startStyles.getLabel}>You get</p>
      <ul>
        {option.youGet.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div className={startStyles.links}>
        {option.links.map((link, i) => (
          <Link key={link.href} to={link.href} className={i === 0 ? styles.primary : styles.secondary}>
            {link.label}
            {i === 0 && <ArrowRight aria-hidden="true" size={18} />}
          </Link>
        ))}
      </div>
    </li>
  );
}

export default function GetStarted(): React.ReactElement {
  return (
    <Layout
      title="Get Started"
      description="Three ways to start with Keelson RevOps: the free data operations assessment, the ROI and bad-data calculators, or a free 30-minute consultation.">
      <main className={styles.page}>
        <PageHero
          eyebrow="Get started"
          title="Three ways to start, all free"
          intro="Starting does not take a sales call. Score your CRM and data operations on your own, put a number on what better operations are worth, or book a free 30-minute consultation when you want a second opinion. Pick the one that matches where you are."
        />
        <div className={styles.wrap}>
          <ul className={clsx('clean-list', startStyles.options)}>
            {getStartedOptions.map((option) => (
              <Option key={option.id} option={option} />
            ))}
          </ul>
        </div>
        <Section id="which-one" title="Which one first?" tinted>
          <div className={styles.prose}>
            <p>
              If you suspect the problem is the data, start with the assessment. If you need to justify a budget to a board or an investment
              committee, start with a calculator. If something is already on fire (a board meeting next month, a stalled implementation, an
              add-on to integrate), skip both and book the consultation.
            </p>
          </div>
        </Section>
        <CtaBlock
          id="get-started-cta"
          title="Rather read first?"
          text="Our playbook is the 100-day CRM standard we run in every portfolio company, written down. It is free on request."
          primary={{label: 'Copy our playbook', href: '/book'}}
          secondary={{label: 'Browse insights', href: '/insights'}}
        />
      </main>
    </Layout>
  );
}
