import type {FaqPageData} from './types';
import services from './services';
import experts from './experts';
import dataQuality from './dataQuality';
import approach from './approach';
import modules from './modules';

/** Every FAQ page, in the order the hub and the sidebar show them. */
export const faqPages: readonly FaqPageData[] = [services, experts, dataQuality, approach, modules];

export type {FaqPageData};
