/* Generated from schemas/config and schemas/locales by scripts/generate-config-types.ts (npm run typecheck runs it). Do not edit: change the schema. */

export type AppHeaderPath = string;
/**
 * Exactly one test per object; combine tests with any:, all: and not:. Decided by engine/access/visibility.ts.
 */
export type VisibilityFile =
  | {
      /**
       * the session's TS permission group holds this sub-group
       */
      perm: 'CDS' | 'SO' | 'MARKET_ANALYSIS' | 'AI' | 'RECOMMEND' | 'EMAIL' | 'OPENS';
    }
  | {
      /**
       * admin (role contains admin), info (info or admin), payment
       */
      role: 'admin' | 'info' | 'payment';
    }
  | {
      /**
       * the page's locale id, as in site.yaml
       */
      locale: string;
    }
  | {
      loggedIn: boolean;
    }
  | {
      /**
       * the CDS permission carries a download limit
       */
      hasDownloadLimit: boolean;
    }
  | {
      /**
       * level 0: the main account; false: a sub account
       */
      mainAccount: boolean;
    }
  | {
      /**
       * the account lists OEM systems (account.oemDomains)
       */
      hasOemSystems: boolean;
    }
  | {
      /**
       * at least one of these
       *
       * @minItems 1
       */
      any: VisibilityFile[];
    }
  | {
      /**
       * every one of these
       *
       * @minItems 1
       */
      all: VisibilityFile[];
    }
  | {
      not: VisibilityFile;
    };
export type BudgetsReason = string;
export type ConsolePath = string;
export type FormUiFile = FormUiNode;
/**
 * json (default) or form (application/x-www-form-urlencoded)
 */
export type FormsEncoding = 'json' | 'form';
export type FormsPayloadEntry =
  | {
      field: FormsFieldName;
    }
  | {
      /**
       * these fields as a JSON object in one string
       *
       * @minItems 1
       */
      json: FormsFieldName[];
    }
  | {
      /**
       * always this text
       */
      value: string;
    }
  | {
      /**
       * the page's locale (zh-cn, en, ru)
       */
      locale: true;
    }
  | {
      /**
       * the id of the image captcha the visitor answered
       */
      captchaId: true;
    };
export type FormsFieldName = string;
export type MessagesEntry =
  | string
  | {
      [k: string]: MessagesEntry;
    };
export type NewsId = string;
export type NewsDate = string;
export type PageItemId = string;
/**
 * a page of this site in the same locale ({ page, anchor? }), a host of site.yaml ({ host, path }), or an https URL ({ href })
 */
export type PageLink =
  | {
      page: string;
      anchor?: PageAnchor;
    }
  | {
      host: string;
      path: string;
    }
  | {
      href: string;
    };
export type PageAnchor = string;
/**
 * a product illustration drawn by the build in each language (engine/ui/illustrations/; its words are in locales/<locale>/illustrations.yaml)
 */
export type PageIllustration = 'shipments' | 'company' | 'buyers' | 'crm' | 'marketing' | 'email';
export type PageTextPrefix = string;
export type PageIcon =
  | 'database'
  | 'search'
  | 'people'
  | 'chart'
  | 'mail'
  | 'globe'
  | 'shield'
  | 'ship'
  | 'card'
  | 'document'
  | 'target'
  | 'spark'
  | 'phone'
  | 'building'
  | 'handshake'
  | 'graduation'
  | 'scale'
  | 'coins'
  | 'news'
  | 'clock'
  | 'check'
  | 'map'
  | 'link'
  | 'translate';
export type PricingPrice = number;
export type RedirectsSitePath = string;
export type SiteApiOrigin = string;

/**
 * Each schema id of schemas/config and schemas/locales -> the type of the data it checked.
 */
export interface ConfigFiles {
  'app-header': AppHeaderFile;
  budgets: BudgetsFile;
  'catalogue-datasets': CatalogueDatasetsFile;
  'catalogue-master-codes': CatalogueMasterCodesFile;
  console: ConsoleFile;
  errors: ErrorsFile;
  footer: FooterFile;
  'form-schema': FormSchemaFile;
  'form-ui': FormUiFile;
  forms: FormsFile;
  header: HeaderFile;
  messages: MessagesFile;
  news: NewsFile;
  page: PageFile;
  pricing: PricingFile;
  redirects: RedirectsFile;
  routes: RoutesFile;
  site: SiteFile;
  tools: ToolsFile;
  visibility: VisibilityFile;
}
export interface AppHeaderFile {
  /**
   * the main navigation, left to right
   *
   * @minItems 1
   */
  items: AppHeaderItem[];
  /**
   * the account dropdown, top to bottom; sign out is always last
   *
   * @minItems 1
   */
  account: AppHeaderEntry[];
  /**
   * the systems drawer: these entries, then the session's OEM systems
   */
  systems: {
    entries: AppHeaderEntry[];
    oemLoginPath: AppHeaderPath;
  };
  /**
   * public pages on which a logged-in member sees this header instead of the public one: paths containing any of these texts (service, package)
   */
  publicPages: {
    /**
     * @minItems 1
     */
    pathContains: string[];
  };
}
export interface AppHeaderItem {
  label: string;
  path?: AppHeaderPath;
  site?: AppHeaderSitePaths;
  visible?: VisibilityFile;
  /**
   * @minItems 1
   */
  children?: AppHeaderChild[];
}
/**
 * a page of the public site per locale id: the entry leads to the page of the session's locale and is left out where none is given
 */
export interface AppHeaderSitePaths {
  [k: string]: AppHeaderPath;
}
export interface AppHeaderChild {
  label: string;
  path?: AppHeaderPath;
  site?: AppHeaderSitePaths;
  visible?: VisibilityFile;
  image?: AppHeaderPath;
  /**
   * a key in console.yaml: the card's heading
   */
  heading?: string;
  /**
   * a key in console.yaml: the card's sentence
   */
  text?: string;
  learnMore?: AppHeaderSitePaths;
}
export interface AppHeaderEntry {
  label: string;
  path: AppHeaderPath;
  /**
   * a host of site.yaml hosts:; without it, a console path
   */
  host?: string;
  visible?: VisibilityFile;
}
export interface BudgetsFile {
  /**
   * gzipped first-load JS of each home page (/cn, /en, /ru), in KB of 1024 bytes
   */
  homeJsGzipKB: number;
  /**
   * gzipped first-load JS of any page, its form's code included, in KB of 1024 bytes
   */
  pageJsGzipKB: number;
  /**
   * gzipped stylesheets of any page, in KB of 1024 bytes
   */
  pageCssGzipKB: number;
  /**
   * a page without a form loads no RJSF or ajv code before anything is clicked
   */
  noFormCodeWithoutForm: boolean;
  /**
   * budgets that may be exceeded for now, each with the reason (and for sizes a cap); npm run budgets prints them and does not fail on them
   */
  allowOverBudget?: {
    'home-js'?: BudgetsBytesAllowance;
    'page-js'?: BudgetsBytesAllowance;
    'page-css'?: BudgetsBytesAllowance;
    'form-code'?: BudgetsRuleAllowance;
  };
}
export interface BudgetsBytesAllowance {
  because: BudgetsReason;
  /**
   * the most it may weigh meanwhile (today's figure): a page heavier than this still fails
   */
  upToKB: number;
}
export interface BudgetsRuleAllowance {
  because: BudgetsReason;
}
export interface CatalogueDatasetsFile {
  kind: 'customs' | 'ship' | 'transit';
  /**
   * @minItems 1
   */
  datasets: {
    value: string;
    type?: 'SHIPMENTS_IMPORT' | 'SHIPMENTS_EXPORT';
    country?: string;
    /**
     * for datasets that cover more than one country
     */
    region?: 'GLOBAL' | 'SILK_ROAD' | 'EURASIA';
    /**
     * translation key in locales/<locale>/catalogue.yaml
     */
    name: string;
    continent:
      | 'LITERAL_NORTH_AMERICA'
      | 'LITERAL_SOUTH_AMERICA'
      | 'LITERAL_EUROPE'
      | 'LITERAL_ASIA'
      | 'LITERAL_AFRICA'
      | 'LITERAL_OCEANIA'
      | 'LITERAL_OTHERS';
    /**
     * searchable by importer
     */
    importer: boolean;
    /**
     * searchable by exporter
     */
    exporter: boolean;
    /**
     * searchable by HS code
     */
    hscode: boolean;
    /**
     * searchable by goods description
     */
    description: boolean;
    /**
     * id of the cheapest package in config/pricing.yaml that includes this dataset (customs datasets)
     */
    package?: string;
  }[];
}
export interface CatalogueMasterCodesFile {
  /**
   * position N in this list is character N of the owned-dataset bit string; never reorder, only append. SHIP and TRANSIT are the positions of the vessel and transit data
   *
   * @minItems 3
   */
  codes: string[];
}
export interface ConsoleFile {
  home: ConsolePath;
  login: ConsolePath;
  register: ConsolePath;
  passwordReset: ConsolePath;
  /**
   * @minItems 1
   */
  pages: {
    path: ConsolePath;
    /**
     * a key in locales/<locale>/console.yaml
     */
    title: string;
    /**
     * a key in locales/<locale>/console.yaml: one sentence on what the module is for
     */
    summary: string;
    /**
     * the engine's working module shown on this page; without it the page shows its title, summary and a note that the module is a separate product
     */
    workspace?: 'shipment-search' | 'saved-companies';
  }[];
}
export interface ErrorsFile {
  messages: {
    /**
     * a key under apiErrors: in locales/<locale>/common.yaml
     */
    [k: string]: string;
  };
  aliases: {
    /**
     * the code whose message this one shows
     */
    [k: string]: number;
  };
  /**
   * the apiErrors key shown when a call gets no answer
   */
  transport: string;
  /**
   * what a call refused for coming too often (HTTP 429) shows, by the wait its answer's Retry-After gives
   */
  rateLimited: {
    /**
     * a plural text under apiErrors: ({{count}} seconds), for a wait under a minute
     */
    seconds: string;
    /**
     * a plural text under apiErrors: ({{count}} whole minutes), for a wait of a minute or more
     */
    minutes: string;
    /**
     * the apiErrors key shown when the answer does not say how long to wait
     */
    later: string;
  };
}
export interface FooterFile {
  locale: string;
  columns: {
    heading: string;
    /**
     * @minItems 1
     */
    links: FooterLink[];
  }[];
  legal: FooterLink[];
  notices: string[];
  /**
   * a button that opens a form of config/forms.yaml in a dialog
   */
  dialog?: {
    label: string;
    form: string;
  };
  action?: FooterLink;
  /**
   * show the contact QR code of site.yaml contactWidget
   */
  qrCode: boolean;
  /**
   * a contact column: the phone of site.yaml contactWidget, the e-mail and address of one office of the contact page, and a link to the company's messaging account
   */
  contact?: {
    heading: string;
    /**
     * an item id of the contact page's offices section
     */
    office: string;
    chat: {
      label: string;
    };
  };
  /**
   * registration numbers shown under the footer (ICP filing, public security filing), each linking to its registry
   */
  registrations: {
    /**
     * translation key, e.g. footer.icp
     */
    label: string;
    number: string;
    href: string;
  }[];
}
export interface FooterLink {
  label: string;
  path: string;
  host?: string;
  newTab: boolean;
}
export interface FormSchemaFile {
  $schema?: string;
  /**
   * a note for editors; visitors see the title of locales/<locale>/forms.yaml
   */
  title?: string;
  description?: string;
  type: 'object';
  additionalProperties: false;
  required?: string[];
  properties: {
    [k: string]: {
      [k: string]: unknown;
    };
  };
  [k: string]: unknown;
}
export interface FormUiNode {
  'ui:order'?: string[];
  'ui:widget'?: 'text' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'password' | 'date' | 'email' | 'hidden';
  'ui:rows'?: number;
  'ui:autocomplete'?: string;
  'ui:inputType'?: 'text' | 'tel' | 'url' | 'email' | 'number';
  'ui:inputMode'?: 'text' | 'numeric' | 'tel' | 'email' | 'url';
  'ui:classNames'?: 'half';
  'ui:readonly'?: boolean;
  'ui:options'?: {
    [k: string]: unknown;
  };
  'ui:label'?: boolean;
  'ui:autofocus'?: boolean;
  'ui:disabled'?: boolean;
  'ui:emptyValue'?: unknown;
  [k: string]: unknown;
}
export interface FormsFile {
  forms: {
    [k: string]: {
      endpoint: FormsEndpoint;
      encoding: FormsEncoding;
      /**
       * who answers the endpoint: forms (default: the generic form routes check, verify and store the submission), auth (the console's login and register routes, which start a session and store no submission) or orders (the package purchase: creates the account and the order)
       */
      servedBy: 'forms' | 'auth' | 'orders';
      /**
       * fields whose options come from config rather than the schema: packages = the packages of config/pricing.yaml on sale (ids as values, their names and prices as labels)
       */
      choices?: {
        [k: string]: 'packages';
      };
      /**
       * the form a logged-in member sees instead of this one (same endpoint: the server tells them apart by the session)
       */
      signedIn?: string;
      /**
       * where the browser goes after success: the route of this page in the form's locale, its :param filled with the answer's data.id
       */
      next?: {
        page: string;
      };
      /**
       * locales whose pages show the form from code (the console's login and register pages), beside those whose pages and menus show it by config: all, or a list of locale ids of site.yaml
       */
      locales?: 'all' | string[];
      /**
       * how the request body is built from the fields; without it: the fields, captchaId and locale as JSON
       */
      payload?: {
        [k: string]: FormsPayloadEntry;
      };
      /**
       * how the server knows a person sent the form: one verification, or a list of two (an image captcha and an e-mailed code, both checked)
       */
      verification?: {
        [k: string]: unknown;
      };
      /**
       * all-at-once (default): every missing field is marked; first-empty: the first empty required field, in the ui order, stops submission with its warning and the submit button waits until all are filled
       */
      required: 'all-at-once' | 'first-empty';
      /**
       * fields never kept in the browser's draft and stored only hashed (passwords)
       */
      secret: FormsFieldName[];
      /**
       * the submission type the server stores it as (default: the form id; none for servedBy: auth)
       */
      stored?: string;
    };
  };
}
export interface FormsEndpoint {
  /**
   * a host of site.yaml api:
   */
  host: 'rest' | 'root';
  path: string;
}
export interface HeaderFile {
  locale: string;
  logo: {
    path: string;
  };
  items: HeaderItem[];
  /**
   * a button that opens a form of config/forms.yaml in a dialog
   */
  dialog?: {
    label: string;
    form: string;
  };
  account: {
    login: HeaderLink;
    register: HeaderLink;
    console: HeaderLink;
  };
}
export interface HeaderItem {
  label: string;
  path?: string;
  host?: string;
  newTab: boolean;
  /**
   * @minItems 1
   */
  children?: HeaderLink[];
}
export interface HeaderLink {
  label: string;
  path: string;
  host?: string;
  newTab: boolean;
}
export interface MessagesFile {
  [k: string]: MessagesEntry;
}
export interface NewsFile {
  /**
   * @minItems 1
   */
  items: (
    | {
        id: NewsId;
        kind: 'article';
        date: NewsDate;
        topic: PageItemId;
        image?: PageImage;
      }
    | {
        id: NewsId;
        kind: 'video';
        date: NewsDate;
        topic: PageItemId;
        image: PageImage;
        video: NewsVideo;
      }
    | {
        id: NewsId;
        kind: 'link';
        date: NewsDate;
        topic: PageItemId;
        image?: PageImage;
        link: PageLink;
      }
  )[];
}
export interface PageImage {
  src: string;
  width: number;
  height: number;
}
export interface NewsVideo {
  src: string;
  /**
   * length in seconds
   */
  duration: number;
  /**
   * @minItems 1
   */
  chapters: {
    id: PageItemId;
    /**
     * where the chapter starts, in seconds
     */
    start: number;
  }[];
}
export interface PageFile {
  /**
   * translation key of the <title> and the page heading
   */
  title: string;
  /**
   * translation key of the meta description
   */
  description: string;
  /**
   * a query parameter that names the section to show: ?<param>=998 scrolls to the section with id <prefix>998
   */
  queryAnchor?: {
    param: string;
    prefix: PageAnchor;
    /**
     * value of the parameter -> that section's own <title>, meta description and h1 (translation keys); the canonical address then carries ?<param>=<value>
     */
    heads?: {
      [k: string]: {
        title: string;
        description: string;
        heading: string;
      };
    };
    /**
     * translation key of the note shown above the page when the parameter names none of the heads
     */
    unknownNote?: string;
  };
  /**
   * @minItems 1
   */
  sections: (
    | {
        type: 'hero';
        id?: PageAnchor;
        heading: string;
        body?: string;
        /**
         * a product illustration shown to the right of the heading on wide screens (at least the large breakpoint of config/site.yaml); phones neither show nor download it
         */
        visual?: {
          illustration: PageIllustration;
          /**
           * translation key of the picture's text alternative, in the page's texts
           */
          alt: string;
        };
      }
    | {
        type: 'pricing';
        id?: PageAnchor;
        heading: string;
        note?: string;
        order?: PageAnchor;
      }
    | {
        type: 'catalogue-figures';
        id?: PageAnchor;
        heading: string;
        body?: string;
      }
    | {
        type: 'coverage-map';
        id?: PageAnchor;
        heading: string;
        body?: string;
        /**
         * page whose route in this locale shows one country (each country on the map links to its #<country code> anchor)
         */
        detailPage: string;
        /**
         * full: with the filters by kind of data; compact: the map, its legend and a link to every country (listPage)
         */
        variant: 'full' | 'compact';
        /**
         * compact maps: the page that lists every country (the link under the map)
         */
        listPage?: string;
      }
    | {
        type: 'country-coverage';
        id?: PageAnchor;
        heading: string;
        body?: string;
        /**
         * page whose route in this locale shows one country (links go to its #<country code> anchor)
         */
        detailPage?: string;
      }
    | {
        type: 'country-datasets';
        id?: PageAnchor;
        heading: string;
        body?: string;
      }
    | {
        type: 'dataset-list';
        id?: PageAnchor;
        heading: string;
        body?: string;
        /**
         * @minItems 1
         */
        kinds: ('customs' | 'ship' | 'transit')[];
      }
    | {
        type: 'figures';
        id?: PageAnchor;
        text: PageTextPrefix;
      }
    | {
        type: 'feature-grid';
        id?: PageAnchor;
        text: PageTextPrefix;
        columns?: 2 | 3 | 4;
        /**
         * @minItems 1
         */
        items: {
          id: PageItemId;
          icon?: PageIcon;
          link?: PageLink;
        }[];
      }
    | {
        type: 'steps';
        id?: PageAnchor;
        text: PageTextPrefix;
      }
    | {
        type: 'cards';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * @minItems 1
         */
        items: {
          id: PageItemId;
          link?: PageLink;
          image?: PageImage;
        }[];
      }
    | {
        type: 'faq';
        id?: PageAnchor;
        text: PageTextPrefix;
      }
    | {
        type: 'offices';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * @minItems 1
         */
        items: {
          id: PageItemId;
          phone?: string;
          email?: string;
        }[];
      }
    | {
        type: 'legal-text';
        id?: PageAnchor;
        text: PageTextPrefix;
      }
    | {
        type: 'call-to-action';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * @minItems 1
         * @maxItems 3
         */
        actions: {
          id: PageItemId;
          link: PageLink;
          primary?: boolean;
        }[];
      }
    | {
        type: 'product-tabs';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * @minItems 2
         */
        tabs: {
          id: PageItemId;
          icon?: PageIcon;
          link?: PageLink;
        }[];
      }
    | {
        type: 'showcase';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * @minItems 1
         */
        items: {
          id: PageItemId;
          illustration: PageIllustration;
          link?: PageLink;
        }[];
      }
    | {
        type: 'media';
        id?: PageAnchor;
        text: PageTextPrefix;
        image: PageImage;
      }
    | {
        type: 'news-list';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * page that shows one article (news-item section of kind article)
         */
        articlePage: string;
        /**
         * page that plays one video (news-item section of kind video)
         */
        videoPage: string;
        /**
         * show only items of these topics (all items without it)
         *
         * @minItems 1
         */
        topics?: PageItemId[];
      }
    | {
        type: 'news-item';
        id?: PageAnchor;
        text: PageTextPrefix;
        kind: 'article' | 'video';
        /**
         * page with the news list, for the way back
         */
        listPage: string;
      }
    | {
        type: 'comparison';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * @minItems 2
         */
        columns: PageItemId[];
        /**
         * @minItems 1
         */
        rows: {
          id: PageItemId;
          cells: {
            [k: string]: 'yes' | 'no' | 'text';
          };
        }[];
      }
    | {
        type: 'package-comparison';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * @minItems 1
         */
        rows: {
          id: PageItemId;
          /**
           * price, imports, exports: from config/pricing.yaml; text: a text per package or one for all; mark: a tick for the packages listed
           */
          show: 'price' | 'imports' | 'exports' | 'text' | 'mark';
          /**
           * mark rows: the packages that have it (package ids of config/pricing.yaml), or all
           */
          packages?: 'all' | string[];
        }[];
      }
    | {
        type: 'payment';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * order (default): the order and paying it; receipt: a paid order's receipt, shown only to the account that placed it, with the seller of site.yaml seller:
         */
        view?: 'order' | 'receipt';
      }
    | {
        type: 'form';
        id?: PageAnchor;
        form: string;
      }
    | {
        type: 'utility-tools';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * id of a list in config/tools.yaml
         */
        list: number;
      }
    | {
        type: 'timeline';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * @minItems 1
         */
        items: {
          id: PageItemId;
          /**
           * the year (2014) or the month (2014-05) of the milestone
           */
          date: string;
        }[];
      }
    | {
        type: 'team';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * @minItems 1
         */
        items: {
          id: PageItemId;
        }[];
      }
    | {
        type: 'awards';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * @minItems 1
         */
        items: {
          id: PageItemId;
          year: number;
        }[];
      }
    | {
        type: 'testimonials';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * @minItems 1
         */
        items: {
          id: PageItemId;
          /**
           * ISO 3166 code of the customer's country, named in the page's language
           */
          country: string;
        }[];
      }
    | {
        type: 'wordmarks';
        id?: PageAnchor;
        text: PageTextPrefix;
        /**
         * @minItems 1
         */
        items: {
          id: PageItemId;
          mark: 'circle' | 'square' | 'diamond' | 'hexagon' | 'arc' | 'bars';
          tone: 'navy' | 'teal' | 'crimson' | 'amber' | 'slate' | 'green';
          lettering: 'sans' | 'serif' | 'mono' | 'caps';
        }[];
      }
    | {
        type: 'query-index';
        id?: PageAnchor;
        text: PageTextPrefix;
        overview?: PageLink;
        /**
         * @minItems 1
         */
        items: {
          id: PageItemId;
          /**
           * a value of the page's queryAnchor heads
           */
          value: string;
        }[];
      }
    | {
        type: 'text';
        id?: PageAnchor;
        heading: string;
        /**
         * @minItems 1
         */
        paragraphs: string[];
      }
  )[];
}
export interface PricingFile {
  currency: string;
  termYears: number;
  /**
   * how a price reads in each locale: code (USD 899, 899 USD) or name (899美元); code where a locale is not listed
   */
  priceDisplay?: {
    [k: string]: 'code' | 'name';
  };
  /**
   * @minItems 1
   */
  packages: {
    id: string;
    name: string;
    /**
     * membership level the package grants, the low 4 bits of a member value
     */
    level: number;
    price: PricingPrice;
    /**
     * prices this package had before: the check refuses a text that still states one of them by hand
     */
    formerPrices: PricingPrice[];
    /**
     * false takes the package offline: it is no longer shown or sold, and its unpaid orders become invalid
     */
    onSale: boolean;
    importCountries: number;
    exportCountries: number;
    coverage: string;
  }[];
  /**
   * where a buyer who pays by bank transfer sends the money; the order number is the payment reference
   */
  bankTransfer: {
    beneficiary: PricingLocalised;
    bank: PricingLocalised;
    bankAddress: PricingLocalised;
    account: string;
    swift: string;
  };
}
export interface PricingLocalised {
  'zh-cn': string;
  en: string;
  ru: string;
}
export interface RedirectsFile {
  moved: {
    from: RedirectsSitePath;
    to: RedirectsSitePath;
  }[];
  unmatched: {
    contains?: string;
    /**
     * @minItems 1
     */
    startsWith?: RedirectsSitePath[];
    to: RedirectsSitePath;
  }[];
  fallback: RedirectsSitePath;
  /**
   * pages a logged-in member is sent on from, in the browser once the session is known
   */
  loggedIn?: {
    from: RedirectsSitePath;
    to: string;
  }[];
}
export interface RoutesFile {
  /**
   * @minItems 1
   */
  routes: {
    path: string;
    page: string;
    layout?: string;
    /**
     * for search engines (hreflang): the page that other locales show for the same content, when this locale has its own page file, like home-cn for home
     */
    alternateOf?: string;
    params?: {
      [k: string]: string;
    };
  }[];
}
export interface SiteFile {
  origin: string;
  /**
   * @minItems 1
   */
  locales: {
    id: 'zh-cn' | 'en' | 'ru';
    prefix: string;
    htmlLang: string;
    label: string;
    layout: string;
    header: string;
    footer: string;
  }[];
  xDefaultLocale: string;
  languageCookie: {
    name: string;
    maxAgeDays: number;
    domain?: string;
  };
  /**
   * Where the language switch leads, by the locale the visitor is on. A locale not listed always goes to the chosen locale's home page.
   */
  languageSwitch: {
    [k: string]: {
      /**
       * everywhere: every page keeps its sub-path; a list: only paths with one of these segments do. The kept path must exist in the chosen locale, otherwise the switch goes to its home page.
       */
      keepSubPathOn: 'everywhere' | string[];
    };
  };
  layouts: {
    [k: string]: {
      header: boolean;
      footer: boolean;
      chatWidget: boolean;
    };
  };
  contactWidget?: {
    /**
     * the company's WeChat account: the QR code and the footer's chat link add it as a contact
     */
    wechatId: string;
    qq?: string;
    phone: string;
  };
  /**
   * the address and number offered where the site cannot work without JavaScript (a form, the payment page)
   */
  contact: {
    email: string;
    phone: string;
  };
  api: {
    rest: SiteApiOrigin;
    root: SiteApiOrigin;
    tools: SiteApiOrigin;
  };
  hosts: {
    [k: string]: string;
  };
  /**
   * where page views go; leaving the section out means reference-api
   */
  analytics:
    | {
        provider: 'reference-api';
      }
    | {
        provider: 'endpoint';
        url: string;
      }
    | {
        provider: 'none';
      };
  /**
   * deployment configuration npm run build writes beside build/client (docs/deployment.md): nginx's always; staticHost: also _redirects and _headers for static hosts such as Netlify or Cloudflare Pages
   */
  deploy?: {
    staticHost?: boolean;
  };
  notifications?: {
    salesEmail?: string;
  };
  loginLockout: {
    maxAttempts: number;
    windowMinutes: number;
    lockMinutes: number;
  };
  /**
   * the rules of the business the terms fix: order reservation, reminders, search and export limits, inactivity
   */
  business: {
    orderReservationDays: number;
    orderReminderHoursBefore: number;
    searchRowLimit: number;
    exportRowLimit: number;
    exportRowLimitLevel0: number;
    inactivityMonths: number;
  };
  /**
   * who sells the packages, as receipts and payment e-mails name them
   */
  seller: {
    name: SiteTextPerLocale;
    address: SiteTextPerLocale;
    registrationNumber: string;
    billingEmail: string;
  };
  constants: {
    coverageCountriesAndRegions: number;
    breakpoints: {
      large: number;
      medium: number;
      small: number;
    };
    dropdownColumnsMax: number;
    footerInnerWidth: number;
    verifyCodeCountdownSeconds: number;
    pageSize: number;
    /**
     * @minItems 1
     */
    pageSizeOptions: number[];
    requestTimeoutMs: number;
    chunkReloadGuardMs: number;
    progressThrottleMs: number;
    progressDurationMs: number;
    prefetchIdleMs: number;
    prefetchIdleLinksMax: number;
    imagePreloadRatio: number;
    imageLoadAttempts: number;
  };
}
export interface SiteTextPerLocale {
  'zh-cn': string;
  en: string;
  ru: string;
}
export interface ToolsFile {
  lists: {
    id: number;
    title: ToolsNames;
    rows: {
      name: ToolsNames;
      url: string;
    }[];
  }[];
}
export interface ToolsNames {
  'zh-cn': string;
  en: string;
  ru: string;
}
