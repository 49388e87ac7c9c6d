import type { ComponentType } from 'react';
import type { PageSection } from '../../config/site-model';
import { HeroSection } from './hero-section';
import { TextSection } from './text-section';
import { PricingSection } from './pricing-section';
import { CatalogueFiguresSection } from './catalogue/catalogue-figures-section';
import { CountryCoverageSection } from './catalogue/country-coverage-section';
import { CoverageMapSection } from './catalogue/coverage-map-section';
import { CountryDatasetsSection } from './catalogue/country-datasets-section';
import { DatasetListSection } from './catalogue/dataset-list-section';
import { FaqSection, FiguresSection, LegalTextSection, MediaSection, StepsSection } from './content/simple-sections';
import { CallToActionSection, CardsSection, FeatureGridSection, OfficesSection } from './content/linked-sections';
import { ComparisonSection } from './content/comparison-section';
import { PackageComparisonSection } from './content/package-comparison-section';
import { ProductTabsSection } from './content/product-tabs-section';
import { UtilityToolsSection } from './content/utility-tools-section';
import { ShowcaseSection } from './content/showcase-section';
import { AwardsSection, TeamSection, TestimonialsSection, TimelineSection, WordmarksSection } from './content/proof-sections';
import { QueryIndexSection } from './content/query-index-section';
import { NewsListSection } from './news/news-list-section';
import { NewsItemSection } from './news/news-item-section';
import { FormSection } from '../forms/form-section';
import { PaymentSection } from './payment/payment-section';

type SectionOf<T extends PageSection['type']> = Extract<PageSection, { type: T }>;

/**
 * The one place a new kind of section is registered. Its config shape goes in
 * schemas/config/page.schema.json and its type in engine/config/site-model.ts.
 */
export const sectionComponents: { [T in PageSection['type']]: ComponentType<{ section: SectionOf<T>; index: number }> } = {
  hero: HeroSection,
  text: TextSection,
  pricing: PricingSection,
  'catalogue-figures': CatalogueFiguresSection,
  'country-coverage': CountryCoverageSection,
  'coverage-map': CoverageMapSection,
  'country-datasets': CountryDatasetsSection,
  'dataset-list': DatasetListSection,
  figures: FiguresSection,
  'feature-grid': FeatureGridSection,
  steps: StepsSection,
  cards: CardsSection,
  faq: FaqSection,
  offices: OfficesSection,
  'legal-text': LegalTextSection,
  'call-to-action': CallToActionSection,
  'product-tabs': ProductTabsSection,
  media: MediaSection,
  showcase: ShowcaseSection,
  comparison: ComparisonSection,
  'package-comparison': PackageComparisonSection,
  'utility-tools': UtilityToolsSection,
  timeline: TimelineSection,
  team: TeamSection,
  awards: AwardsSection,
  testimonials: TestimonialsSection,
  wordmarks: WordmarksSection,
  'query-index': QueryIndexSection,
  'news-list': NewsListSection,
  'news-item': NewsItemSection,
  form: FormSection,
  payment: PaymentSection,
};
