import type { FastifyRequest } from 'fastify';
import { languageFromHeader, type ServerLanguage } from '../../platform/server-messages.ts';

/**
 * Messages of the service areas in the four portal languages. They live with the areas that
 * use them (the platform's `server.json` holds the shared ones), in the same `{{name}}` format.
 */
const MESSAGES = {
  trackingNotFound: {
    en: 'No track-and-trace information was found for {{number}}',
    nl: 'Er is geen track-and-trace-informatie gevonden voor {{number}}',
    de: 'Für {{number}} wurden keine Sendungsverfolgungsdaten gefunden',
    zhHans: '未找到 {{number}} 的跟踪信息',
  },
  certificateNotFound: {
    en: 'This certificate does not exist',
    nl: 'Dit certificaat bestaat niet',
    de: 'Dieses Zertifikat gibt es nicht',
    zhHans: '该证书不存在',
  },
  priceListNotFound: {
    en: 'There is no price list for this client',
    nl: 'Er is geen prijslijst voor deze klant',
    de: 'Für diesen Kunden gibt es keine Preisliste',
    zhHans: '该客户没有价格表',
  },
  fileTypeInvalid: {
    en: 'File is of invalid type. Expects JPEG, PNG or PDF',
    nl: 'Bestand is van een ongeldig type. Verwacht JPEG, PNG of PDF',
    de: 'Die Datei hat einen ungültigen Typ. Erwartet JPEG, PNG oder PDF',
    zhHans: '文件类型无效。应为 JPEG、PNG 或 PDF',
  },
  fileNameIgnored: {
    en: 'This file cannot be uploaded',
    nl: 'Dit bestand kan niet worden geüpload',
    de: 'Diese Datei kann nicht hochgeladen werden',
    zhHans: '无法上传此文件',
  },
  fileTooLarge: {
    en: 'The file is too large (at most {{limit}} MB)',
    nl: 'Het bestand is te groot (maximaal {{limit}} MB)',
    de: 'Die Datei ist zu groß (höchstens {{limit}} MB)',
    zhHans: '文件太大（最多 {{limit}} MB）',
  },
  fileMissing: {
    en: 'No file was sent',
    nl: 'Er is geen bestand meegestuurd',
    de: 'Es wurde keine Datei gesendet',
    zhHans: '未发送文件',
  },
  uploadNotFound: {
    en: 'This upload does not exist',
    nl: 'Deze upload bestaat niet',
    de: 'Dieser Upload existiert nicht',
    zhHans: '此上传不存在',
  },
  uploadOffsetMismatch: {
    en: 'The chunk does not continue the upload: {{received}} bytes were received',
    nl: 'Het deel sluit niet aan op de upload: {{received}} bytes ontvangen',
    de: 'Der Teil schließt nicht an den Upload an: {{received}} Bytes empfangen',
    zhHans: '该分块与上传不连续：已接收 {{received}} 字节',
  },
  uploadHeadersInvalid: {
    en: 'The upload headers are missing or invalid',
    nl: 'De uploadheaders ontbreken of zijn ongeldig',
    de: 'Die Upload-Header fehlen oder sind ungültig',
    zhHans: '上传标头缺失或无效',
  },
  fileExtensionMismatch: {
    en: 'The file name does not match its content: use the extension .jpg, .png or .pdf that fits',
    nl: 'De bestandsnaam past niet bij de inhoud: gebruik de extensie .jpg, .png of .pdf die klopt',
    de: 'Der Dateiname passt nicht zum Inhalt: verwenden Sie die passende Endung .jpg, .png oder .pdf',
    zhHans: '文件名与内容不符：请使用相符的扩展名 .jpg、.png 或 .pdf',
  },
  uploadCountQuota: {
    en: 'You already have {{limit}} files waiting to be sent: send or remove some first',
    nl: 'U hebt al {{limit}} bestanden die nog niet zijn verstuurd: verstuur of verwijder er eerst een paar',
    de: 'Sie haben bereits {{limit}} noch nicht gesendete Dateien: senden oder entfernen Sie zuerst einige',
    zhHans: '您已有 {{limit}} 个待发送的文件：请先发送或删除一些',
  },
  uploadBytesQuota: {
    en: 'Your files waiting to be sent would exceed {{limit}} MB: send or remove some first',
    nl: 'Uw nog niet verstuurde bestanden zouden samen meer dan {{limit}} MB zijn: verstuur of verwijder er eerst een paar',
    de: 'Ihre noch nicht gesendeten Dateien würden {{limit}} MB überschreiten: senden oder entfernen Sie zuerst einige',
    zhHans: '您待发送的文件将超过 {{limit}} MB：请先发送或删除一些',
  },
  uploadStoredQuota: {
    en: 'You have uploaded the maximum of {{limit}} MB for now: try again in a few days',
    nl: 'U hebt voorlopig het maximum van {{limit}} MB geüpload: probeer het over een paar dagen opnieuw',
    de: 'Sie haben vorerst das Maximum von {{limit}} MB hochgeladen: versuchen Sie es in einigen Tagen erneut',
    zhHans: '您目前已达到 {{limit}} MB 的上传上限：请几天后再试',
  },
  uploadOpenTransfersQuota: {
    en: 'At most {{limit}} files can be uploaded at the same time: wait until the others are done',
    nl: 'Er kunnen maximaal {{limit}} bestanden tegelijk worden geüpload: wacht tot de andere klaar zijn',
    de: 'Es können höchstens {{limit}} Dateien gleichzeitig hochgeladen werden: warten Sie, bis die anderen fertig sind',
    zhHans: '最多可同时上传 {{limit}} 个文件：请等待其他文件完成',
  },
  uploadsInvalid: {
    en: 'One or more attachments are not available: upload them again',
    nl: 'Een of meer bijlagen zijn niet beschikbaar: upload ze opnieuw',
    de: 'Ein oder mehrere Anhänge sind nicht verfügbar: laden Sie sie erneut hoch',
    zhHans: '一个或多个附件不可用：请重新上传',
  },
  tooManyFiles: {
    en: 'At most {{limit}} files',
    nl: 'Maximaal {{limit}} bestanden',
    de: 'Höchstens {{limit}} Dateien',
    zhHans: '最多 {{limit}} 个文件',
  },
  messageTypeUnknown: {
    en: 'Choose a message type',
    nl: 'Kies een soort bericht',
    de: 'Wählen Sie eine Nachrichtenart',
    zhHans: '请选择消息类型',
  },
  salesManagerUnknown: {
    en: 'Choose one of your sales managers',
    nl: 'Kies een van uw accountmanagers',
    de: 'Wählen Sie einen Ihrer Vertriebsmitarbeiter',
    zhHans: '请选择您的一位销售经理',
  },
  contactMessagesWait: {
    en: 'You have sent the most messages allowed for now: try again in {{minutes}} minutes',
    nl: 'U hebt voorlopig het maximale aantal berichten verstuurd: probeer het over {{minutes}} minuten opnieuw',
    de: 'Sie haben vorerst die höchstzulässige Zahl an Nachrichten gesendet: versuchen Sie es in {{minutes}} Minuten erneut',
    zhHans: '您目前发送的消息已达上限：请在 {{minutes}} 分钟后重试',
  },
  singleLine: {
    en: 'Use a single line, without line breaks',
    nl: 'Gebruik één regel, zonder regeleinden',
    de: 'Verwenden Sie eine einzige Zeile ohne Zeilenumbrüche',
    zhHans: '请只使用一行，不要换行',
  },
} as const satisfies Record<string, Record<ServerLanguage, string>>;

export type ServiceMessageKey = keyof typeof MESSAGES;

/** The service message `key` in `language`, with `{{name}}` placeholders filled in. */
export function serviceMessage(
  language: ServerLanguage,
  key: ServiceMessageKey,
  values: Record<string, string | number> = {},
): string {
  return MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The service message `key` in the language of the request. */
export function translateService(
  request: FastifyRequest,
  key: ServiceMessageKey,
  values?: Record<string, string | number>,
): string {
  return serviceMessage(languageFromHeader(request.headers['accept-language']), key, values);
}
