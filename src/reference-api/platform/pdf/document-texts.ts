import type { ServerLanguage } from '../server-messages.ts';

/**
 * The printed documents' own words (reprints and certificates) in the four portal languages.
 * They live with the documents, as the service areas' messages do; the texts a table also shows
 * (product descriptions, delivery status, transport) come from where the table gets them.
 */
const EN = {
  order: {
    title: 'Order confirmation',
    subtitle: 'Order {{number}} of {{date}}',
    yourOrder: 'Your order number',
    orderedBy: 'Ordered by',
    calloff: 'Call-off',
    plannedDeparture: 'Planned departure',
    loadNumber: 'Load number',
    notPlanned: 'not yet planned',
    position: 'Pos.',
    product: 'Product',
    converting: 'Converting',
    dimensions: 'Dimensions (mm)',
    sheets: 'Sheets',
    pallets: 'Pallets',
    nettKg: 'Nett weight',
    footer: 'Reprint of the order confirmation. Our general conditions of sale apply.',
  },
  delivery: {
    title: 'Delivery note',
    subtitle: 'Load {{load}}, departure {{date}}',
    transport: 'Transport',
    carrier: 'Carrier',
    container: 'Container',
    status: 'Status',
    order: 'Order / position',
    yourOrder: 'Your order number',
    calloff: 'Call-off',
    product: 'Product',
    dimensions: 'Dimensions (mm)',
    sheets: 'Sheets',
    pallets: 'Pallets',
    grossKg: 'Gross weight',
    nettKg: 'Nett weight',
    footer: 'Reprint of the delivery note. Claims within 8 days of receipt, noted on the CMR.',
  },
  invoice: {
    title: 'Invoice',
    subtitle: 'Invoice {{number}} of {{date}}',
    dateDue: 'Due date',
    amountExclVat: 'Amount excl. VAT',
    amountExclVatIn: 'Amount excl. VAT ({{currency}})',
    vat: 'VAT',
    total: 'Total',
    outstanding: 'Outstanding',
    paidOn: 'Paid on',
    open: 'open',
    footer: 'Reprint of the invoice. Please quote the invoice number with your payment.',
  },
  certificate: {
    FSC: 'FSC® Chain of Custody Certificate',
    PEFC: 'PEFC™ Chain of Custody Certificate',
    'ISO 9001': 'ISO 9001:2015 Quality Management Certificate',
    'EU 1935/2004': 'Declaration of Compliance — Food Contact Materials (Regulation (EC) No 1935/2004)',
    certificateNumber: 'Certificate number',
    product: 'Product',
    issuedBy: 'Issued by',
    validFrom: 'Valid from',
    validUntil: 'Valid until',
    sites: 'Sites',
    siteNames: 'Eerbeek (NL), Gelsenkirchen (DE), Gävle (SE)',
    statement:
      'This document confirms that the product named above is covered by the certificate. ' +
      'The certificate status can be verified with the issuing body.',
  },
};

/** The texts of every printed document in one language. */
export type DocumentTexts = typeof EN;

const NL: DocumentTexts = {
  order: {
    title: 'Orderbevestiging',
    subtitle: 'Order {{number}} van {{date}}',
    yourOrder: 'Uw ordernummer',
    orderedBy: 'Besteld door',
    calloff: 'Afroep',
    plannedDeparture: 'Gepland vertrek',
    loadNumber: 'Laadnummer',
    notPlanned: 'nog niet gepland',
    position: 'Pos.',
    product: 'Product',
    converting: 'Verwerking',
    dimensions: 'Afmetingen (mm)',
    sheets: 'Vellen',
    pallets: 'Pallets',
    nettKg: 'Nettogewicht',
    footer: 'Herdruk van de orderbevestiging. Onze algemene verkoopvoorwaarden zijn van toepassing.',
  },
  delivery: {
    title: 'Pakbon',
    subtitle: 'Lading {{load}}, vertrek {{date}}',
    transport: 'Transport',
    carrier: 'Vervoerder',
    container: 'Container',
    status: 'Status',
    order: 'Order / positie',
    yourOrder: 'Uw ordernummer',
    calloff: 'Afroep',
    product: 'Product',
    dimensions: 'Afmetingen (mm)',
    sheets: 'Vellen',
    pallets: 'Pallets',
    grossKg: 'Brutogewicht',
    nettKg: 'Nettogewicht',
    footer: 'Herdruk van de pakbon. Reclamaties binnen 8 dagen na ontvangst, vermeld op de CMR.',
  },
  invoice: {
    title: 'Factuur',
    subtitle: 'Factuur {{number}} van {{date}}',
    dateDue: 'Vervaldatum',
    amountExclVat: 'Bedrag excl. btw',
    amountExclVatIn: 'Bedrag excl. btw ({{currency}})',
    vat: 'Btw',
    total: 'Totaal',
    outstanding: 'Openstaand',
    paidOn: 'Betaald op',
    open: 'open',
    footer: 'Herdruk van de factuur. Vermeld bij uw betaling het factuurnummer.',
  },
  certificate: {
    FSC: 'FSC®-certificaat handelsketen (Chain of Custody)',
    PEFC: 'PEFC™-certificaat handelsketen (Chain of Custody)',
    'ISO 9001': 'ISO 9001:2015-certificaat kwaliteitsmanagement',
    'EU 1935/2004':
      'Conformiteitsverklaring — materialen voor levensmiddelencontact (Verordening (EG) nr. 1935/2004)',
    certificateNumber: 'Certificaatnummer',
    product: 'Product',
    issuedBy: 'Uitgegeven door',
    validFrom: 'Geldig vanaf',
    validUntil: 'Geldig tot',
    sites: 'Vestigingen',
    siteNames: 'Eerbeek (NL), Gelsenkirchen (DE), Gävle (SE)',
    statement:
      'Dit document bevestigt dat het hierboven genoemde product onder het certificaat valt. ' +
      'De status van het certificaat kunt u nagaan bij de uitgevende instantie.',
  },
};

const DE: DocumentTexts = {
  order: {
    title: 'Auftragsbestätigung',
    subtitle: 'Auftrag {{number}} vom {{date}}',
    yourOrder: 'Ihre Bestellnummer',
    orderedBy: 'Bestellt von',
    calloff: 'Abruf',
    plannedDeparture: 'Geplanter Versand',
    loadNumber: 'Ladenummer',
    notPlanned: 'noch nicht geplant',
    position: 'Pos.',
    product: 'Produkt',
    converting: 'Verarbeitung',
    dimensions: 'Abmessungen (mm)',
    sheets: 'Bogen',
    pallets: 'Paletten',
    nettKg: 'Nettogewicht',
    footer: 'Nachdruck der Auftragsbestätigung. Es gelten unsere Allgemeinen Verkaufsbedingungen.',
  },
  delivery: {
    title: 'Lieferschein',
    subtitle: 'Ladung {{load}}, Versand am {{date}}',
    transport: 'Transport',
    carrier: 'Reederei',
    container: 'Container',
    status: 'Status',
    order: 'Auftrag / Position',
    yourOrder: 'Ihre Bestellnummer',
    calloff: 'Abruf',
    product: 'Produkt',
    dimensions: 'Abmessungen (mm)',
    sheets: 'Bogen',
    pallets: 'Paletten',
    grossKg: 'Bruttogewicht',
    nettKg: 'Nettogewicht',
    footer:
      'Nachdruck des Lieferscheins. Beanstandungen innerhalb von 8 Tagen nach Erhalt, vermerkt auf dem CMR-Frachtbrief.',
  },
  invoice: {
    title: 'Rechnung',
    subtitle: 'Rechnung {{number}} vom {{date}}',
    dateDue: 'Fällig am',
    amountExclVat: 'Betrag ohne MwSt.',
    amountExclVatIn: 'Betrag ohne MwSt. ({{currency}})',
    vat: 'MwSt.',
    total: 'Gesamtbetrag',
    outstanding: 'Offener Betrag',
    paidOn: 'Bezahlt am',
    open: 'offen',
    footer: 'Nachdruck der Rechnung. Bitte geben Sie bei der Zahlung die Rechnungsnummer an.',
  },
  certificate: {
    FSC: 'FSC®-Zertifikat Produktkette (Chain of Custody)',
    PEFC: 'PEFC™-Zertifikat Produktkette (Chain of Custody)',
    'ISO 9001': 'Zertifikat Qualitätsmanagement ISO 9001:2015',
    'EU 1935/2004':
      'Konformitätserklärung — Materialien mit Lebensmittelkontakt (Verordnung (EG) Nr. 1935/2004)',
    certificateNumber: 'Zertifikatsnummer',
    product: 'Produkt',
    issuedBy: 'Ausgestellt von',
    validFrom: 'Gültig ab',
    validUntil: 'Gültig bis',
    sites: 'Standorte',
    siteNames: 'Eerbeek (NL), Gelsenkirchen (DE), Gävle (SE)',
    statement:
      'Dieses Dokument bestätigt, dass das oben genannte Produkt durch das Zertifikat abgedeckt ist. ' +
      'Der Status des Zertifikats kann bei der ausstellenden Stelle geprüft werden.',
  },
};

const ZH_HANS: DocumentTexts = {
  order: {
    title: '订单确认',
    subtitle: '订单 {{number}}，日期 {{date}}',
    yourOrder: '贵方订单号',
    orderedBy: '订购人',
    calloff: '调货',
    plannedDeparture: '计划发货',
    loadNumber: '装载号',
    notPlanned: '尚未安排',
    position: '行号',
    product: '产品',
    converting: '加工',
    dimensions: '尺寸（毫米）',
    sheets: '张数',
    pallets: '托盘',
    nettKg: '净重',
    footer: '订单确认副本。适用我方一般销售条款。',
  },
  delivery: {
    title: '送货单',
    subtitle: '装载 {{load}}，发货日期 {{date}}',
    transport: '运输方式',
    carrier: '承运人',
    container: '集装箱',
    status: '状态',
    order: '订单 / 行号',
    yourOrder: '贵方订单号',
    calloff: '调货',
    product: '产品',
    dimensions: '尺寸（毫米）',
    sheets: '张数',
    pallets: '托盘',
    grossKg: '毛重',
    nettKg: '净重',
    footer: '送货单副本。如有异议，请于收货后 8 天内提出，并在 CMR 运单上注明。',
  },
  invoice: {
    title: '发票',
    subtitle: '发票 {{number}}，日期 {{date}}',
    dateDue: '到期日',
    amountExclVat: '不含增值税金额',
    amountExclVatIn: '不含增值税金额（{{currency}}）',
    vat: '增值税',
    total: '总计',
    outstanding: '未付金额',
    paidOn: '付款日期',
    open: '未付',
    footer: '发票副本。付款时请注明发票号。',
  },
  certificate: {
    FSC: 'FSC® 产销监管链证书',
    PEFC: 'PEFC™ 产销监管链证书',
    'ISO 9001': 'ISO 9001:2015 质量管理体系证书',
    'EU 1935/2004': '符合性声明 — 食品接触材料（法规 (EC) No 1935/2004）',
    certificateNumber: '证书编号',
    product: '产品',
    issuedBy: '颁发机构',
    validFrom: '生效日期',
    validUntil: '有效期至',
    sites: '生产基地',
    siteNames: 'Eerbeek（荷兰）、Gelsenkirchen（德国）、Gävle（瑞典）',
    statement: '本文件确认上述产品在该证书覆盖范围内。证书状态可向颁发机构核实。',
  },
};

const TEXTS: Record<ServerLanguage, DocumentTexts> = { en: EN, nl: NL, de: DE, zhHans: ZH_HANS };

/** The printed documents' texts in `language`. */
export function documentTexts(language: ServerLanguage): DocumentTexts {
  return TEXTS[language];
}

/** `text` with its `{{name}}` placeholders filled in. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
