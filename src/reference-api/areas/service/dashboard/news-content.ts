import type { ServerLanguage } from '../../../platform/server-messages.ts';

/** One seeded news item in every portal language. */
export interface NewsContent {
  publishedOn: string;
  text: Record<ServerLanguage, { title: string; bodyHtml: string }>;
}

/**
 * Mill news as a CMS would deliver it: HTML with formatting and links. The demo data is clean (a
 * hostile payload here logged a CSP violation on every dashboard); the sanitizer's tests and the
 * dashboard's own test bring their hostile HTML themselves.
 */
export const NEWS_CONTENT: readonly NewsContent[] = [
  {
    publishedOn: '2026-11-18',
    text: {
      nl: {
        title: 'Besteltermijnen rond de feestdagen',
        bodyHtml:
          '<p>Tussen <strong>24 december en 2 januari</strong> draaien PM2 en PM3 in onderhoudsstand. Orders die vóór <em>4 december</em> binnen zijn, leveren wij nog dit jaar.</p><ul><li>Laatste afroep: 11 december</li><li>Eerste levering 2027: 5 januari</li></ul>',
      },
      en: {
        title: 'Order deadlines around the holidays',
        bodyHtml:
          '<p>Between <strong>24 December and 2 January</strong> PM2 and PM3 run in maintenance mode. Orders received before <em>4 December</em> are delivered this year.</p><ul><li>Last call-off: 11 December</li><li>First delivery in 2027: 5 January</li></ul>',
      },
      de: {
        title: 'Bestellfristen rund um die Feiertage',
        bodyHtml:
          '<p>Zwischen dem <strong>24. Dezember und 2. Januar</strong> laufen PM2 und PM3 im Wartungsbetrieb. Aufträge, die bis zum <em>4. Dezember</em> eingehen, liefern wir noch in diesem Jahr.</p><ul><li>Letzter Abruf: 11. Dezember</li><li>Erste Lieferung 2027: 5. Januar</li></ul>',
      },
      zhHans: {
        title: '节假日前后的订单截止日期',
        bodyHtml:
          '<p><strong>12月24日至1月2日</strong>期间，PM2 和 PM3 处于维护运行状态。<em>12月4日</em>之前收到的订单将在今年内交付。</p><ul><li>最后提货：12月11日</li><li>2027年首次交付：1月5日</li></ul>',
      },
    },
  },
  {
    publishedOn: '2026-11-04',
    text: {
      nl: {
        title: 'Coatinglijn PM3 weer in productie',
        bodyHtml:
          '<p>Na de ombouw produceert PM3 weer volledig. De nieuwe coater geeft een gelijkmatiger oppervlak voor offset- en flexodruk.</p><p><a href="https://example.com/pm3">Lees meer</a></p>',
      },
      en: {
        title: 'PM3 coating line back in production',
        bodyHtml:
          '<p>After its rebuild PM3 is running at full capacity again. The new coater gives a more even surface for offset and flexo printing.</p><p><a href="https://example.com/pm3">Read more</a></p>',
      },
      de: {
        title: 'Streichlinie PM3 wieder in Produktion',
        bodyHtml:
          '<p>Nach dem Umbau produziert die PM3 wieder mit voller Leistung. Der neue Streicher sorgt für eine gleichmäßigere Oberfläche im Offset- und Flexodruck.</p><p><a href="https://example.com/pm3">Weiterlesen</a></p>',
      },
      zhHans: {
        title: 'PM3 涂布线恢复生产',
        bodyHtml:
          '<p>改造完成后，PM3 已恢复满负荷生产。新涂布机为胶印和柔印提供更均匀的表面。</p><p><a href="https://example.com/pm3">阅读更多</a></p>',
      },
    },
  },
  {
    publishedOn: '2026-10-21',
    text: {
      nl: {
        title: 'FSC- en PEFC-certificaten verlengd',
        bodyHtml:
          '<p>Onze chain-of-custody-certificaten zijn verlengd tot eind 2027. U downloadt ze onder <em>Certificaten</em>.</p>',
      },
      en: {
        title: 'FSC and PEFC certificates renewed',
        bodyHtml:
          '<p>Our chain-of-custody certificates have been renewed until the end of 2027. Download them under <em>Certificates</em>.</p>',
      },
      de: {
        title: 'FSC- und PEFC-Zertifikate verlängert',
        bodyHtml:
          '<p>Unsere Chain-of-Custody-Zertifikate wurden bis Ende 2027 verlängert. Sie finden sie unter <em>Zertifikate</em>.</p>',
      },
      zhHans: {
        title: 'FSC 和 PEFC 证书已续期',
        bodyHtml: '<p>我们的产销监管链证书已续期至2027年底。请在<em>证书</em>页面下载。</p>',
      },
    },
  },
  {
    publishedOn: '2026-10-02',
    text: {
      nl: {
        title: 'Energietoeslag per 1 november verlaagd',
        bodyHtml:
          '<p>Door lagere gasprijzen verlagen wij de energietoeslag van <strong>€ 38</strong> naar <strong>€ 24</strong> per ton.</p>',
      },
      en: {
        title: 'Energy surcharge lowered from 1 November',
        bodyHtml:
          '<p>Thanks to lower gas prices we reduce the energy surcharge from <strong>€38</strong> to <strong>€24</strong> per tonne.</p>',
      },
      de: {
        title: 'Energiezuschlag ab 1. November gesenkt',
        bodyHtml:
          '<p>Dank niedrigerer Gaspreise senken wir den Energiezuschlag von <strong>38 €</strong> auf <strong>24 €</strong> pro Tonne.</p>',
      },
      zhHans: {
        title: '自11月1日起下调能源附加费',
        bodyHtml:
          '<p>由于天然气价格下降，我们将能源附加费从每吨 <strong>38 欧元</strong>下调至 <strong>24 欧元</strong>。</p>',
      },
    },
  },
  {
    publishedOn: '2026-09-15',
    text: {
      nl: {
        title: 'Volg uw zeecontainers in het portaal',
        bodyHtml:
          '<p>Naast vrachtwagens volgt u nu ook containers van Hellmann op de kaart, met alle havens onderweg.</p>',
      },
      en: {
        title: 'Follow your ocean containers in the portal',
        bodyHtml:
          '<p>Besides trucks you can now follow Hellmann containers on the map, with every port on the way.</p>',
      },
      de: {
        title: 'Verfolgen Sie Ihre Seecontainer im Portal',
        bodyHtml:
          '<p>Neben Lkw verfolgen Sie jetzt auch Hellmann-Container auf der Karte, mit allen Häfen unterwegs.</p>',
      },
      zhHans: {
        title: '在门户中跟踪您的海运集装箱',
        bodyHtml: '<p>除卡车外，您现在还可以在地图上跟踪 Hellmann 集装箱及沿途所有港口。</p>',
      },
    },
  },
  {
    publishedOn: '2026-08-28',
    text: {
      nl: {
        title: 'Nieuw: FoodBoard 250–400 g/m²',
        bodyHtml:
          '<p>FoodBoard is geschikt voor direct contact met droge en vette levensmiddelen volgens <abbr title="Verordening (EG) nr. 1935/2004">EU 1935/2004</abbr>.</p>',
      },
      en: {
        title: 'New: FoodBoard 250–400 g/m²',
        bodyHtml:
          '<p>FoodBoard is suitable for direct contact with dry and fatty foods under <abbr title="Regulation (EC) No 1935/2004">EU 1935/2004</abbr>.</p>',
      },
      de: {
        title: 'Neu: FoodBoard 250–400 g/m²',
        bodyHtml:
          '<p>FoodBoard eignet sich für den direkten Kontakt mit trockenen und fetthaltigen Lebensmitteln gemäß <abbr title="Verordnung (EG) Nr. 1935/2004">EU 1935/2004</abbr>.</p>',
      },
      zhHans: {
        title: '新品：FoodBoard 250–400 克/平方米',
        bodyHtml:
          '<p>FoodBoard 符合 <abbr title="欧盟法规 (EC) No 1935/2004">EU 1935/2004</abbr>，适用于与干性和油性食品直接接触。</p>',
      },
    },
  },
];
