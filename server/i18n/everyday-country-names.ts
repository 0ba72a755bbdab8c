import type { Locale } from "@shared/contracts/locales";

/**
 * Where i18n-iso-countries gives a country's formal or ISO name ("Taiwan, Province of China",
 * "Russian Federation", "República de Corea"), the name people use every day in that language.
 * Everything else keeps the library's name. zh-TW is named by ICU (CLDR), already everyday.
 */
export const EVERYDAY_COUNTRY_NAMES: Partial<Record<Locale, Record<string, string>>> = {
  en: {
    BN: "Brunei", BQ: "Caribbean Netherlands", CD: "DR Congo", CN: "China", FK: "Falkland Islands", FM: "Micronesia",
    GM: "Gambia", IR: "Iran", LA: "Laos", MD: "Moldova", MF: "Saint Martin", MK: "North Macedonia", PS: "Palestine",
    RU: "Russia", SX: "Sint Maarten", SY: "Syria", TW: "Taiwan", TZ: "Tanzania", US: "United States", VA: "Vatican City",
    VG: "British Virgin Islands", VI: "U.S. Virgin Islands",
  },
  zh: { EH: "西撒哈拉", SH: "圣赫勒拿", TW: "中国台湾" },
  vi: {
    AT: "Áo", BN: "Brunei", BQ: "Caribe thuộc Hà Lan", CZ: "Séc", FK: "Quần đảo Falkland", IR: "Iran", LA: "Lào", LT: "Litva",
    MD: "Moldova", MF: "Saint Martin", MY: "Malaysia", PS: "Palestine", RU: "Nga", SX: "Sint Maarten", SY: "Syria",
    TZ: "Tanzania", US: "Hoa Kỳ", VA: "Vatican", VG: "Quần đảo Virgin thuộc Anh", VI: "Quần đảo Virgin thuộc Mỹ",
  },
  id: {
    BN: "Brunei", BQ: "Belanda Karibia", CZ: "Ceko", FK: "Kepulauan Falkland", FM: "Mikronesia", MF: "Saint Martin",
    SX: "Sint Maarten", VG: "Kepulauan Virgin Britania Raya", VI: "Kepulauan Virgin Amerika Serikat", VN: "Vietnam",
  },
  ms: { HK: "Hong Kong", MK: "Macedonia Utara", MM: "Myanmar", MO: "Macau" },
  th: {
    BQ: "เนเธอร์แลนด์แคริบเบียน", CZ: "เช็ก", HK: "ฮ่องกง", MK: "มาซิโดเนียเหนือ", MM: "เมียนมา", MO: "มาเก๊า",
    SX: "ซินต์มาร์เทิน", SZ: "เอสวาตินี",
  },
  es: {
    BN: "Brunéi", BQ: "Caribe neerlandés", CD: "República Democrática del Congo", CZ: "Chequia", KP: "Corea del Norte",
    KR: "Corea del Sur", LA: "Laos", MF: "San Martín", SH: "Santa Elena", SX: "Sint Maarten", SY: "Siria", VA: "Ciudad del Vaticano",
  },
  // The library has the two Congos the wrong way round in Portuguese.
  pt: { CD: "República Democrática do Congo", CG: "República do Congo", PS: "Palestina" },
  bn: {
    BN: "ব্রুনেই", BO: "বলিভিয়া", CZ: "চেকিয়া", FK: "ফকল্যান্ড দ্বীপপুঞ্জ", FM: "মাইক্রোনেশিয়া", GB: "যুক্তরাজ্য", IE: "আয়ারল্যান্ড",
    KP: "উত্তর কোরিয়া", KR: "দক্ষিণ কোরিয়া", LA: "লাওস", MD: "মলডোভা", MF: "সেন্ট মার্টিন", MK: "উত্তর মেসিডোনিয়া", SH: "সেন্ট হেলেনা",
    SX: "সিন্ট মার্টেন", SY: "সিরিয়া", SZ: "ইসোয়াতিনি", TL: "পূর্ব তিমুর", TW: "তাইওয়ান", TZ: "তানজানিয়া", VE: "ভেনেজুয়েলা", VN: "ভিয়েতনাম",
  },
  ru: { CN: "Китай", KP: "КНДР", KR: "Южная Корея", PS: "Палестина", RU: "Россия", SH: "Остров Святой Елены" },
  ja: {
    BN: "ブルネイ", BO: "ボリビア", BQ: "オランダ領カリブ", CN: "中国", FK: "フォークランド諸島", IR: "イラン", KP: "北朝鮮", KR: "韓国",
    LA: "ラオス", MD: "モルドバ", MF: "サン・マルタン", RU: "ロシア", SH: "セントヘレナ", SX: "シント・マールテン", SY: "シリア",
    US: "アメリカ", VE: "ベネズエラ",
  },
  ko: {
    BQ: "네덜란드령 카리브", CZ: "체코", MF: "생마르탱", MK: "북마케도니아", PM: "생피에르 미클롱", RU: "러시아", SJ: "스발바르 얀마옌",
    SZ: "에스와티니", TW: "대만", ZW: "짐바브웨",
  },
  ar: { BY: "بيلاروس", CX: "جزيرة كريسماس", CZ: "التشيك", FM: "ميكرونيزيا", MF: "سان مارتن", MM: "ميانمار", SX: "سينت مارتن" },
  tr: { BY: "Belarus", CY: "Kıbrıs", CZ: "Çekya", HK: "Hong Kong", MM: "Myanmar", MO: "Makao", PS: "Filistin", SZ: "Esvatini" },
};
