
/**
 * What the sample data (sample-shipments.ts) is made of: real places and ports, HS-coded goods
 * with matching descriptions, and the word roots invented company names are built from.
 */

// Places: real cities and ports (they name no company), dialling codes

export interface Place {
  dial: string;
  cities: readonly (readonly [city: string, state: string])[];
  ports: readonly string[];
  legal: readonly string[];
  flavour: 'cn' | 'latin' | 'en' | 'de' | 'generic';
}

export function place(dial: string, cities: string, ports: string, legal: string, flavour: Place['flavour'] = 'generic'): Place {
  return {
    dial,
    cities: cities.split(';').map((c) => {
      const [city = c, state = ''] = c.split('/');
      return [city, state] as const;
    }),
    ports: ports.split(';'),
    legal: legal.split(';'),
    flavour,
  };
}

export const places: Record<string, Place> = {
  AE: place('971', 'Dubai/Dubai;Sharjah/Sharjah;Abu Dhabi/Abu Dhabi', 'Jebel Ali;Khalifa Port;Port Rashid', 'LLC;FZE;FZCO'),
  AM: place('374', 'Yerevan/Yerevan;Gyumri/Shirak', 'Yerevan Dry Port;Bagratashen Border Post', 'LLC;CJSC'),
  AR: place('54', 'Buenos Aires/CABA;Rosario/Santa Fe;Córdoba/Córdoba', 'Buenos Aires;Rosario;Zárate', 'S.A.;S.R.L.', 'latin'),
  AU: place('61', 'Sydney/NSW;Melbourne/VIC;Brisbane/QLD;Perth/WA', 'Port Botany;Melbourne;Brisbane;Fremantle', 'Pty Ltd', 'en'),
  AZ: place('994', 'Baku/Baku;Ganja/Ganja', 'Port of Baku (Alat);Sumgait', 'LLC;OJSC'),
  BD: place('880', 'Dhaka/Dhaka;Chattogram/Chattogram;Gazipur/Dhaka', 'Chattogram;Mongla', 'Ltd.;Pvt. Ltd.'),
  BE: place('32', 'Antwerp/Antwerp;Ghent/East Flanders;Brussels/Brussels', 'Antwerp;Zeebrugge;Ghent', 'NV;BV;SA'),
  BO: place('591', 'Santa Cruz/Santa Cruz;La Paz/La Paz;Cochabamba/Cochabamba', 'Arica (transit);Puerto Suárez', 'S.R.L.;S.A.', 'latin'),
  BR: place('55', 'São Paulo/SP;Santos/SP;Curitiba/PR;Itajaí/SC', 'Santos;Paranaguá;Itajaí;Rio Grande', 'Ltda.;S.A.', 'latin'),
  BW: place('267', 'Gaborone/South-East;Francistown/North-East', 'Gaborone Dry Port;Walvis Bay (transit)', '(Pty) Ltd'),
  BY: place('375', 'Minsk/Minsk;Brest/Brest;Grodno/Grodno', 'Brest Terminal;Minsk Inland Terminal', 'LLC;OJSC'),
  CA: place('1', 'Toronto/ON;Vancouver/BC;Montreal/QC;Calgary/AB', 'Vancouver;Montreal;Prince Rupert;Halifax', 'Inc.;Ltd.', 'en'),
  CI: place('225', 'Abidjan/Abidjan;San-Pédro/Bas-Sassandra', 'Abidjan;San-Pédro', 'SARL;SA'),
  CL: place('56', 'Santiago/RM;Valparaíso/Valparaíso;Concepción/Biobío', 'San Antonio;Valparaíso;Iquique', 'SpA;Ltda.;S.A.', 'latin'),
  CN: place('86', 'Shanghai/Shanghai;Ningbo/Zhejiang;Shenzhen/Guangdong;Qingdao/Shandong;Xiamen/Fujian;Tianjin/Tianjin;Yiwu/Zhejiang;Dongguan/Guangdong', 'Shanghai;Ningbo;Shenzhen (Yantian);Qingdao;Xiamen;Tianjin', 'Co., Ltd.;Industrial Co., Ltd.;Trading Co., Ltd.', 'cn'),
  CO: place('57', 'Bogotá/Cundinamarca;Medellín/Antioquia;Cali/Valle del Cauca;Barranquilla/Atlántico', 'Cartagena;Buenaventura;Barranquilla', 'S.A.S.;Ltda.', 'latin'),
  CR: place('506', 'San José/San José;Alajuela/Alajuela;Limón/Limón', 'Moín;Puerto Caldera', 'S.A.;S.R.L.', 'latin'),
  DE: place('49', 'Hamburg/Hamburg;Bremen/Bremen;Munich/Bavaria;Stuttgart/Baden-Württemberg;Düsseldorf/NRW', 'Hamburg;Bremerhaven;Wilhelmshaven', 'GmbH;GmbH & Co. KG;AG', 'de'),
  DO: place('1', 'Santo Domingo/Distrito Nacional;Santiago/Santiago', 'Caucedo;Haina', 'S.R.L.;S.A.', 'latin'),
  EC: place('593', 'Guayaquil/Guayas;Quito/Pichincha;Manta/Manabí', 'Guayaquil;Posorja;Manta', 'S.A.;Cía. Ltda.', 'latin'),
  EG: place('20', 'Cairo/Cairo;Alexandria/Alexandria;Port Said/Port Said', 'Alexandria;Port Said East;Damietta;Sokhna', 'S.A.E.;LLC'),
  ES: place('34', 'Valencia/Valencia;Barcelona/Catalonia;Madrid/Madrid;Algeciras/Andalusia', 'Valencia;Barcelona;Algeciras', 'S.L.;S.A.', 'latin'),
  ET: place('251', 'Addis Ababa/Addis Ababa;Dire Dawa/Dire Dawa', 'Modjo Dry Port;Djibouti (transit)', 'PLC;Share Company'),
  FJ: place('679', 'Suva/Central;Lautoka/Western', 'Suva;Lautoka', 'Pte Limited', 'en'),
  FR: place('33', 'Le Havre/Normandy;Marseille/Provence;Lyon/Auvergne-Rhône-Alpes;Paris/Île-de-France', 'Le Havre;Marseille-Fos;Dunkirk', 'SAS;SARL;SA'),
  GB: place('44', 'Felixstowe/Suffolk;Manchester/Greater Manchester;Birmingham/West Midlands;Southampton/Hampshire', 'Felixstowe;Southampton;London Gateway', 'Ltd;Limited', 'en'),
  GE: place('995', 'Tbilisi/Tbilisi;Batumi/Adjara;Poti/Samegrelo', 'Poti;Batumi', 'LLC;JSC'),
  GH: place('233', 'Accra/Greater Accra;Tema/Greater Accra;Kumasi/Ashanti', 'Tema;Takoradi', 'Ltd.', 'en'),
  GR: place('30', 'Piraeus/Attica;Thessaloniki/Central Macedonia;Athens/Attica', 'Piraeus;Thessaloniki', 'S.A.;IKE'),
  GT: place('502', 'Guatemala City/Guatemala;Quetzaltenango/Quetzaltenango', 'Puerto Quetzal;Santo Tomás de Castilla', 'S.A.', 'latin'),
  HN: place('504', 'San Pedro Sula/Cortés;Tegucigalpa/Francisco Morazán', 'Puerto Cortés;San Lorenzo', 'S.A. de C.V.;S. de R.L.', 'latin'),
  ID: place('62', 'Jakarta/DKI Jakarta;Surabaya/East Java;Semarang/Central Java;Medan/North Sumatra', 'Tanjung Priok;Tanjung Perak;Belawan', 'PT;Tbk'),
  IL: place('972', 'Haifa/Haifa;Ashdod/Southern;Tel Aviv/Tel Aviv', 'Haifa;Ashdod', 'Ltd.'),
  IN: place('91', 'Mumbai/Maharashtra;Chennai/Tamil Nadu;Ahmedabad/Gujarat;Tiruppur/Tamil Nadu;Ludhiana/Punjab', 'Nhava Sheva;Mundra;Chennai;Kolkata', 'Pvt. Ltd.;Ltd.;LLP'),
  IT: place('39', 'Genoa/Liguria;Milan/Lombardy;Bologna/Emilia-Romagna;Naples/Campania', 'Genoa;La Spezia;Gioia Tauro;Trieste', 'S.r.l.;S.p.A.'),
  JP: place('81', 'Yokohama/Kanagawa;Osaka/Osaka;Nagoya/Aichi;Kobe/Hyogo', 'Tokyo;Yokohama;Nagoya;Kobe', 'Co., Ltd.;K.K.'),
  KE: place('254', 'Mombasa/Mombasa;Nairobi/Nairobi;Nakuru/Nakuru', 'Mombasa;Lamu', 'Ltd.', 'en'),
  KG: place('996', 'Bishkek/Chuy;Osh/Osh', 'Bishkek Dry Port;Torugart Border Post', 'LLC'),
  KH: place('855', 'Phnom Penh/Phnom Penh;Sihanoukville/Preah Sihanouk', 'Sihanoukville;Phnom Penh Autonomous Port', 'Co., Ltd.'),
  KR: place('82', 'Busan/Busan;Incheon/Incheon;Seoul/Seoul;Ulsan/Ulsan', 'Busan;Incheon;Gwangyang', 'Co., Ltd.;Corp.'),
  KZ: place('7', 'Almaty/Almaty;Astana/Astana;Shymkent/Shymkent', 'Khorgos Gateway;Aktau;Dostyk Station', 'LLP;JSC'),
  LK: place('94', 'Colombo/Western;Kandy/Central', 'Colombo;Hambantota', '(Pvt) Ltd;PLC'),
  LS: place('266', 'Maseru/Maseru;Maputsoe/Leribe', 'Maseru Bridge;Durban (transit)', '(Pty) Ltd'),
  MD: place('373', 'Chișinău/Chișinău;Bălți/Bălți', 'Giurgiulești;Chișinău Terminal', 'SRL;SA'),
  MM: place('95', 'Yangon/Yangon;Mandalay/Mandalay', 'Yangon (Thilawa);Yangon (Asia World Port)', 'Co., Ltd.'),
  MN: place('976', 'Ulaanbaatar/Ulaanbaatar;Erdenet/Orkhon', 'Zamyn-Üüd Station;Ulaanbaatar Dry Port', 'LLC'),
  MX: place('52', 'Monterrey/Nuevo León;Guadalajara/Jalisco;Mexico City/CDMX;Querétaro/Querétaro', 'Manzanillo;Lázaro Cárdenas;Veracruz;Altamira', 'S.A. de C.V.;S. de R.L. de C.V.', 'latin'),
  MY: place('60', 'Port Klang/Selangor;Penang/Penang;Johor Bahru/Johor', 'Port Klang;Tanjung Pelepas;Penang', 'Sdn. Bhd.;Bhd.'),
  NA: place('264', 'Windhoek/Khomas;Walvis Bay/Erongo', 'Walvis Bay;Lüderitz', '(Pty) Ltd', 'en'),
  NG: place('234', 'Lagos/Lagos;Onitsha/Anambra;Kano/Kano', 'Apapa;Tin Can Island;Onne', 'Ltd.;Nigeria Ltd.', 'en'),
  NI: place('505', 'Managua/Managua;León/León', 'Corinto;Puerto Sandino', 'S.A.', 'latin'),
  NL: place('31', 'Rotterdam/South Holland;Amsterdam/North Holland;Venlo/Limburg', 'Rotterdam;Amsterdam;Moerdijk', 'B.V.;N.V.'),
  NP: place('977', 'Kathmandu/Bagmati;Birgunj/Madhesh', 'Birgunj Dry Port;Kolkata (transit)', 'Pvt. Ltd.'),
  PA: place('507', 'Panama City/Panamá;Colón/Colón', 'Balboa;Manzanillo (Colón);Cristóbal', 'S.A.;Inc.', 'latin'),
  PE: place('51', 'Lima/Lima;Callao/Callao;Arequipa/Arequipa', 'Callao;Paita;Chancay', 'S.A.C.;E.I.R.L.', 'latin'),
  PH: place('63', 'Manila/Metro Manila;Cebu/Cebu;Davao/Davao del Sur', 'Manila;Cebu;Subic Bay', 'Inc.;Corp.', 'en'),
  PK: place('92', 'Karachi/Sindh;Lahore/Punjab;Faisalabad/Punjab;Sialkot/Punjab', 'Karachi;Port Qasim', '(Pvt.) Ltd.'),
  PL: place('48', 'Gdańsk/Pomeranian;Warsaw/Masovian;Łódź/Łódź;Poznań/Greater Poland', 'Gdańsk;Gdynia;Małaszewicze Terminal', 'Sp. z o.o.;S.A.'),
  PY: place('595', 'Asunción/Central;Ciudad del Este/Alto Paraná', 'Villeta;Asunción Terminal', 'S.A.;S.R.L.', 'latin'),
  RU: place('7', 'Moscow/Moscow;Saint Petersburg/Saint Petersburg;Vladivostok/Primorsky Krai;Novosibirsk/Novosibirsk', 'Saint Petersburg;Novorossiysk;Vladivostok', 'LLC;JSC'),
  SA: place('966', 'Jeddah/Makkah;Dammam/Eastern Province;Riyadh/Riyadh', 'Jeddah Islamic Port;King Abdulaziz Port (Dammam)', 'Co. Ltd.;LLC'),
  SG: place('65', 'Singapore/Singapore', 'Singapore;Jurong', 'Pte. Ltd.', 'en'),
  SV: place('503', 'San Salvador/San Salvador;Santa Ana/Santa Ana', 'Acajutla;La Unión', 'S.A. de C.V.', 'latin'),
  TH: place('66', 'Bangkok/Bangkok;Laem Chabang/Chonburi;Chiang Mai/Chiang Mai', 'Laem Chabang;Bangkok;Map Ta Phut', 'Co., Ltd.;Public Co., Ltd.'),
  TR: place('90', 'Istanbul/Istanbul;Izmir/Izmir;Bursa/Bursa;Mersin/Mersin', 'Ambarlı;Mersin;Izmir', 'A.Ş.;Ltd. Şti.'),
  TZ: place('255', 'Dar es Salaam/Dar es Salaam;Arusha/Arusha', 'Dar es Salaam;Tanga', 'Ltd.', 'en'),
  UA: place('380', 'Odesa/Odesa;Kyiv/Kyiv;Kharkiv/Kharkiv', 'Odesa;Chornomorsk;Izmail', 'LLC;PJSC'),
  UG: place('256', 'Kampala/Central;Jinja/Eastern', 'Kampala Inland Port;Mombasa (transit)', 'Ltd.', 'en'),
  US: place('1', 'Los Angeles/CA;Houston/TX;Savannah/GA;Newark/NJ;Chicago/IL;Seattle/WA', 'Los Angeles;Long Beach;New York/Newark;Savannah;Houston;Seattle', 'Inc.;LLC;Corp.', 'en'),
  UY: place('598', 'Montevideo/Montevideo;Colonia/Colonia', 'Montevideo;Nueva Palmira', 'S.A.;S.R.L.', 'latin'),
  UZ: place('998', 'Tashkent/Tashkent;Samarkand/Samarkand', 'Tashkent Chukursay Station;Termez River Port', 'LLC;JSC'),
  VE: place('58', 'Caracas/Distrito Capital;Valencia/Carabobo;Maracaibo/Zulia', 'Puerto Cabello;La Guaira;Maracaibo', 'C.A.;S.A.', 'latin'),
  VN: place('84', 'Ho Chi Minh City/Ho Chi Minh;Hai Phong/Hai Phong;Binh Duong/Binh Duong;Da Nang/Da Nang', 'Cat Lai;Cai Mep;Hai Phong;Da Nang', 'Co., Ltd;JSC'),
  ZA: place('27', 'Durban/KwaZulu-Natal;Johannesburg/Gauteng;Cape Town/Western Cape', 'Durban;Cape Town;Ngqura', '(Pty) Ltd', 'en'),
};

/** A country the table above does not know still gets plausible, invented places. */
export function placeOf(country: string): Place {
  return places[country] ?? place('00', 'Central District/Central;Harbour District/Coast', 'Main Port', 'Ltd.');
}

/** Countries a region's datasets trade between (filtered to the catalogue's countries). */
export const regionCountries: Record<string, readonly string[]> = {
  EURASIA: ['CN', 'KZ', 'RU', 'BY', 'PL', 'DE', 'UZ', 'MN'],
  SILK_ROAD: ['CN', 'KZ', 'UZ', 'KG', 'TR', 'GE', 'AZ', 'RU', 'PK'],
};

/** The busiest trading countries, drawn more often as the other side of a shipment. */
export const hubs = new Set(['CN', 'US', 'DE', 'VN', 'IN', 'JP', 'KR', 'MX', 'TR', 'IT', 'BR', 'NL']);

// ---------------------------------------------------------------------------------------------
// Goods: HS codes with descriptions that match their chapter

export interface Goods {
  hs: string;
  texts: readonly string[];
  unit: string;
  /** kg per unit */
  kg: readonly [number, number];
  /** USD per kg */
  usd: readonly [number, number];
  hazmat?: { un: string; class: string; name: string; flash: number | null; group: string };
}

export interface Industry {
  chapter: string;
  /** How the industry reads in a company name. */
  words: readonly string[];
  category: string;
  goods: readonly Goods[];
}

export const industries: readonly Industry[] = [
  { chapter: '61', words: ['Textiles', 'Knitwear', 'Garments'], category: 'Apparel', goods: [
    { hs: '610910', texts: ['Cotton knitted T-shirts, crew neck, assorted colours', '100% cotton jersey T-shirts, printed'], unit: 'PCS', kg: [0.15, 0.25], usd: [8, 18] },
    { hs: '611020', texts: ['Cotton knitted pullovers and cardigans', 'Knitted cotton sweatshirts with hood'], unit: 'PCS', kg: [0.35, 0.6], usd: [10, 22] },
  ] },
  { chapter: '62', words: ['Apparel', 'Garment Works', 'Fashion'], category: 'Apparel', goods: [
    { hs: '620342', texts: ["Men's woven cotton trousers, denim", "Men's cotton chino trousers"], unit: 'PCS', kg: [0.5, 0.8], usd: [9, 20] },
    { hs: '620462', texts: ["Women's woven cotton trousers", "Women's cotton shorts, woven"], unit: 'PCS', kg: [0.3, 0.6], usd: [10, 24] },
  ] },
  { chapter: '64', words: ['Footwear', 'Shoes'], category: 'Footwear', goods: [
    { hs: '640399', texts: ['Leather upper footwear, rubber soles', "Men's leather casual shoes"], unit: 'PRS', kg: [0.8, 1.4], usd: [14, 35] },
    { hs: '640411', texts: ['Sports footwear, textile uppers, rubber soles', 'Running shoes with textile uppers'], unit: 'PRS', kg: [0.6, 1.0], usd: [12, 30] },
  ] },
  { chapter: '84', words: ['Valve Works', 'Machinery', 'Pump Works', 'Engineering'], category: 'Industrial machinery', goods: [
    { hs: '848180', texts: ['Stainless steel ball valves, DN50', 'Brass gate valves for water pipelines'], unit: 'PCS', kg: [1.5, 12], usd: [6, 15] },
    { hs: '841370', texts: ['Centrifugal water pumps, electric, 2.2 kW', 'Submersible centrifugal pumps'], unit: 'SET', kg: [15, 60], usd: [7, 14] },
    { hs: '847130', texts: ['Portable laptop computers, 14 inch', 'Notebook computers, 15.6 inch display'], unit: 'PCS', kg: [1.6, 2.6], usd: [120, 260] },
  ] },
  { chapter: '85', words: ['Electronics', 'Electric', 'Cable'], category: 'Electrical equipment', goods: [
    { hs: '850440', texts: ['Switching power adapters, 65 W', 'Static converters, battery chargers'], unit: 'PCS', kg: [0.2, 0.5], usd: [20, 45] },
    { hs: '854442', texts: ['Insulated copper cables with connectors', 'PVC insulated electric wire, 80 V'], unit: 'KGS', kg: [1, 1], usd: [6, 12] },
    { hs: '850760', texts: ['Lithium-ion battery packs', 'Rechargeable lithium-ion cells'], unit: 'PCS', kg: [0.3, 3], usd: [18, 40],
      hazmat: { un: 'UN3480', class: '9', name: 'Lithium ion batteries', flash: null, group: 'II' } },
  ] },
  { chapter: '94', words: ['Furniture', 'Home Furnishings', 'Lighting'], category: 'Furniture', goods: [
    { hs: '940360', texts: ['Wooden dining tables, knock-down', 'Solid wood bedroom furniture'], unit: 'PCS', kg: [12, 45], usd: [3, 7] },
    { hs: '940540', texts: ['LED ceiling luminaires', 'LED street lighting fixtures'], unit: 'PCS', kg: [1, 8], usd: [10, 25] },
  ] },
  { chapter: '39', words: ['Plastics', 'Polymer', 'Packaging'], category: 'Plastics', goods: [
    { hs: '392310', texts: ['Plastic storage boxes and crates', 'Polypropylene packing boxes'], unit: 'PCS', kg: [0.4, 2], usd: [2, 5] },
    { hs: '390110', texts: ['Low-density polyethylene granules', 'LDPE resin in primary form'], unit: 'KGS', kg: [1, 1], usd: [1, 1.8] },
  ] },
  { chapter: '73', words: ['Steel Products', 'Metalworks', 'Fasteners'], category: 'Metal products', goods: [
    { hs: '731815', texts: ['Steel hex bolts with nuts, zinc plated', 'Stainless steel screws and bolts'], unit: 'KGS', kg: [1, 1], usd: [1.5, 4] },
    { hs: '730890', texts: ['Steel structures for warehouses', 'Galvanized steel scaffolding parts'], unit: 'KGS', kg: [1, 1], usd: [1.1, 2.5] },
  ] },
  { chapter: '87', words: ['Auto Parts', 'Automotive', 'Motor Components'], category: 'Automotive', goods: [
    { hs: '870899', texts: ['Motor vehicle parts: control arms', 'Automotive suspension parts'], unit: 'PCS', kg: [0.8, 6], usd: [4, 10] },
    { hs: '870830', texts: ['Brake pads and brake discs for cars', 'Disc brake assemblies'], unit: 'SET', kg: [1.5, 8], usd: [4, 9] },
  ] },
  { chapter: '40', words: ['Rubber', 'Tyre'], category: 'Rubber', goods: [
    { hs: '401110', texts: ['New pneumatic radial tyres for passenger cars', 'Passenger car tyres 205/55 R16'], unit: 'PCS', kg: [7, 11], usd: [3, 5] },
  ] },
  { chapter: '09', words: ['Coffee', 'Agro', 'Farms'], category: 'Food and agriculture', goods: [
    { hs: '090111', texts: ['Green coffee beans, arabica, not roasted', 'Raw robusta coffee beans in jute bags'], unit: 'KGS', kg: [1, 1], usd: [3, 7] },
    { hs: '090240', texts: ['Black tea, fermented, in bulk', 'Black tea leaves, CTC grade'], unit: 'KGS', kg: [1, 1], usd: [2, 5] },
  ] },
  { chapter: '08', words: ['Fruit', 'Produce', 'Agro'], category: 'Food and agriculture', goods: [
    { hs: '080390', texts: ['Fresh Cavendish bananas', 'Fresh bananas, 18.14 kg cartons'], unit: 'KGS', kg: [1, 1], usd: [0.4, 0.9] },
    { hs: '080440', texts: ['Fresh Hass avocados', 'Fresh avocados, calibre 18-22'], unit: 'KGS', kg: [1, 1], usd: [1.5, 3] },
  ] },
  { chapter: '03', words: ['Seafood', 'Fisheries', 'Marine Foods'], category: 'Food and agriculture', goods: [
    { hs: '030617', texts: ['Frozen vannamei shrimp, peeled and deveined', 'Frozen shrimp, head-on, shell-on'], unit: 'KGS', kg: [1, 1], usd: [5, 11] },
  ] },
  { chapter: '44', words: ['Timber', 'Wood Products', 'Forestry'], category: 'Wood', goods: [
    { hs: '440799', texts: ['Sawn hardwood lumber, kiln dried', 'Sawn oak boards, planed'], unit: 'KGS', kg: [1, 1], usd: [0.4, 1.2] },
  ] },
  { chapter: '38', words: ['Chemicals', 'Chemical Industries'], category: 'Chemicals', goods: [
    { hs: '380893', texts: ['Herbicide preparations in drums', 'Agricultural herbicides, liquid'], unit: 'KGS', kg: [1, 1], usd: [2, 6],
      hazmat: { un: 'UN2902', class: '6.1', name: 'Pesticide, liquid, toxic', flash: 61, group: 'III' } },
    { hs: '320890', texts: ['Solvent-based paints and lacquers', 'Polyurethane varnish in cans'], unit: 'KGS', kg: [1, 1], usd: [2, 5],
      hazmat: { un: 'UN1263', class: '3', name: 'Paint', flash: 23, group: 'II' } },
  ] },
  { chapter: '95', words: ['Toys', 'Play Products'], category: 'Toys', goods: [
    { hs: '950300', texts: ['Plastic toy building blocks', 'Plush stuffed toys, assorted'], unit: 'PCS', kg: [0.2, 1.2], usd: [6, 15] },
  ] },
  { chapter: '72', words: ['Steel', 'Metals'], category: 'Iron and steel', goods: [
    { hs: '720839', texts: ['Hot-rolled steel coils, thickness under 3 mm', 'Hot-rolled non-alloy steel coils'], unit: 'KGS', kg: [1, 1], usd: [0.5, 0.9] },
  ] },
];

/** Chapters an exporter of each country is more likely to make (others remain possible). */
export const countryChapters: Record<string, readonly string[]> = {
  CN: ['84', '85', '94', '95', '61', '73', '39'], VN: ['61', '62', '64', '94', '85'], BD: ['61', '62'], IN: ['61', '62', '38', '84', '73'],
  BR: ['09', '72', '44', '87'], CO: ['09', '08'], EC: ['08', '03'], CR: ['08'], GT: ['09', '08'], HN: ['09', '61'], PE: ['08', '03'],
  US: ['84', '85', '39', '87', '38'], DE: ['84', '87', '85', '38'], MX: ['87', '85', '08'], TR: ['61', '72', '87'], KE: ['09'],
  ET: ['09'], LK: ['09', '61'], ID: ['40', '44', '64'], TH: ['40', '87', '85'], MY: ['40', '85'], JP: ['87', '84', '85'], KR: ['85', '87', '72'],
};

// ---------------------------------------------------------------------------------------------
// Words for invented names

export const rootsFirst = ['Harbour', 'Amber', 'Corvel', 'Lunet', 'Stavel', 'Marrow', 'Tessel', 'Quill', 'Orin', 'Vell', 'Kestra', 'Dunmore', 'Halden', 'Brisk', 'Calder', 'Fenwyn', 'Solvi', 'Tarn', 'Elmor', 'Greyl', 'Norra', 'Pellan', 'Rovane', 'Saxby', 'Thorne', 'Ulver', 'Wexel', 'Yarrow', 'Zephra', 'Bramel'];
export const rootsSecond = ['line', 'field', 'mark', 'gate', 'ridge', 'brook', 'haven', 'crest', 'wick', 'stead', 'vale', 'moor', 'ton', 'ford', 'well', 'reach'];
export const cnFirst = ['Qing', 'Hua', 'Jin', 'Long', 'Xin', 'Hai', 'Rui', 'Tian', 'Yong', 'Feng', 'Bao', 'Heng', 'Kai', 'Lian', 'Mao', 'Sheng'];
export const cnSecond = ['shan', 'tai', 'yuan', 'da', 'sheng', 'hong', 'fu', 'cheng', 'xing', 'rong', 'ming', 'li'];
/**
 * Well-known company names an invented root must never spell (the roots above can meet some of
 * them by chance); a root that does is drawn again.
 */
export const avoidedRoots = new Set(['huawei', 'haier', 'hisense', 'lenovo', 'xiaomi', 'sinotruk', 'tianma', 'yongda', 'baosteel', 'kaifa', 'fenghua', 'jinko', 'longi']);
export const latinFirst = ['Alto', 'Costa', 'Sierra', 'Villa', 'Monte', 'Campo', 'Puerto', 'Valle', 'Rio', 'Llano', 'Cerro', 'Playa'];
export const latinSecond = ['Dorado', 'Verdín', 'Claro', 'Sereno', 'Morillo', 'Bravía', 'Lucero', 'Arenal', 'Nogal', 'Robledo', 'Quintal', 'Almenar'];
export const deFirst = ['Brenn', 'Falk', 'Hafer', 'Kron', 'Lind', 'Mühl', 'Stein', 'Tann', 'Wald', 'Rhein'];
export const deSecond = ['hof', 'berg', 'feld', 'bach', 'heim', 'tal', 'werk', 'au'];

export const firstNames = ['Ana', 'Wei', 'Liam', 'Priya', 'Mateo', 'Sofia', 'Chen', 'Amara', 'Lucas', 'Mei', 'Omar', 'Elena', 'Kenji', 'Fatima', 'Daniel', 'Nadia', 'Ivan', 'Grace', 'Hao', 'Lucia', 'Arjun', 'Yuki', 'Samuel', 'Leila', 'Tomas', 'Hana', 'Kwame', 'Olga', 'Diego', 'Minh'];
export const lastNames = ['Silva', 'Wang', 'Patel', 'Garcia', 'Nguyen', 'Kim', 'Mensah', 'Novak', 'Rossi', 'Tanaka', 'Haddad', 'Ivanova', 'Schmidt', 'Lopez', 'Chen', 'Okafor', 'Kaya', 'Romero', 'Sato', 'Fischer', 'Reyes', 'Zhang', 'Martins', 'Ahmed', 'Petrov', 'Moreau', 'Costa', 'Li', 'Ortiz', 'Bauer'];
export const streets = ['Industrial Avenue', 'Harbour Road', 'Commerce Street', 'Logistics Park Road', 'Export Processing Zone, Block', 'Riverside Drive', 'Free Trade Zone, Lot', 'Station Road', 'Technology Park, Building'];
export const streetsLatin = ['Avenida Industrial', 'Calle del Puerto', 'Parque Logístico, Nave', 'Avenida del Comercio', 'Zona Franca, Lote'];
export const streetsCn = ['Gongye Road', 'Binhai Avenue', 'Free Trade Zone, Building', 'Keji Road', 'Xingang Road'];
export const companyTypes = ['Manufacturer', 'Trading company', 'Manufacturer and exporter', 'Distributor', 'Wholesaler', 'Importer and distributor'];
export const fundingStatuses = ['Bootstrapped', 'Early stage venture', 'Late stage venture', 'Private equity backed', 'Family owned'];
export const fundingTypes = ['Seed', 'Series A', 'Series B', 'Debt financing', 'Private equity'];
export const stages = ['Not applicable', 'Seed', 'Early stage', 'Growth', 'Mature'];
export const titles = ['Chief Executive Officer', 'Chief Financial Officer', 'Head of Sales', 'Export Manager', 'Purchasing Director', 'Logistics Manager', 'Operations Director'];
export const tagWords = ['OEM', 'ODM', 'ISO 9001', 'BSCI audited', 'FOB', 'CIF', 'small orders', 'private label', 'bulk', 'sea freight', 'rail freight', 'certified organic'];
export const hoursOptions = ['Mon-Fri 08:00-17:00', 'Mon-Fri 09:00-18:00', 'Mon-Sat 08:30-17:30', 'Sun-Thu 08:00-16:00'];
export const vessels = ['Northern Tessel', 'Aurora Wexel', 'Calder Star', 'Ocean Pellan', 'Marrow Bay', 'Kestra Horizon', 'Lunet Express', 'Solvi Trader', 'Amber Meridian', 'Harbour Zephra'];
export const flagCountries = ['PA', 'LR', 'MH', 'SG', 'HK', 'MT', 'BS', 'GR', 'CN', 'DK'];
export const serviceTypes = ['FCL/FCL', 'LCL/LCL', 'FCL/LCL', 'CY/CY', 'CY/DOOR'];
export const containers = [
  { dims: "20' GP (5.90 x 2.35 x 2.39 m)", maxKg: 21_000, cbm: 33 },
  { dims: "40' GP (12.03 x 2.35 x 2.39 m)", maxKg: 26_000, cbm: 67 },
  { dims: "40' HC (12.03 x 2.35 x 2.69 m)", maxKg: 26_000, cbm: 76 },
];
export const inBondTypes = ['Not in bond', 'IT (immediate transportation)', 'T&E (transportation and exportation)', 'IE (immediate exportation)'];
