// The demo orders' data (seed-orders.ts walks each through the real transitions): whose, which products, which
// status, how many days ago, and for two of customer1's a quote negotiation.
import { PAYMENT_TERM, STATUS, type PaymentTerm } from '@sefaresh/shared-api/rules';
import type { OrderCustomerInfo, OrderStatus } from '../db/schema';
import type { DemoRevision } from './seed-quote-orders';

export const OFFICIAL_INFO: OrderCustomerInfo = {
  name: 'محمد حسینی',
  phone: '09123456789',
  company_name: 'شرکت بازرگانی آفتاب شرق',
  national_id: '10320654328',
  economic_id: '411234567891',
  postal_code: '1966734511',
  complete_address: 'خیابان شریعتی، بالاتر از پل صدر، کوچه گلستان، پلاک ۸',
  province: 'تهران',
  city: 'تهران',
};

export interface DemoOrder {
  customer: string;
  official: boolean;
  items: [string, number][];
  daysAgo: number;
  status: OrderStatus;
  comment: string;
  terms?: Exclude<PaymentTerm, typeof PAYMENT_TERM.custom>[];
  /** The term the customer chooses on each line, in line order (default: the last one offered). */
  choose?: Exclude<PaymentTerm, typeof PAYMENT_TERM.custom>[];
  dealer?: string;
  reason?: string;
  /** Negotiated: the customer asked for a lower price on one line, and staff sent version 2 (seed-quote-orders.ts). */
  revision?: DemoRevision;
}

export const DEMO_ORDERS: DemoOrder[] = [
  {
    customer: 'customer1@sefaresh.ir',
    official: true,
    status: STATUS.completed,
    daysAgo: 60,
    comment: 'برای فروشگاه مرکزی',
    items: [
      ['قهوه عربیکا برزیل', 20],
      ['ترکیب اسپرسو ۷۰/۳۰', 10],
    ],
    dealer: 'dealer1@sefaresh.ir',
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.completed,
    daysAgo: 45,
    comment: '',
    items: [
      ['پسته اکبری خندان', 5],
      ['مغز بادام کالیفرنیا', 8],
    ],
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: true,
    status: STATUS.completed,
    daysAgo: 30,
    comment: 'تحویل در انبار کرج',
    items: [
      ['زعفران سرگل ممتاز', 40],
      ['هل سبز درشت', 2],
      ['دارچین لوله‌ای سیلان', 6],
    ],
    terms: [PAYMENT_TERM.instant, PAYMENT_TERM.twoMonths],
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.rejected,
    daysAgo: 25,
    comment: '',
    items: [['شکلات تلخ ۷۰٪', 12]],
    reason: 'قیمت از بازار بالاتر است',
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.cancelled,
    daysAgo: 20,
    comment: 'در صورت امکان ارسال فوری',
    items: [['مغز فندق ترکیه', 15]],
    reason: 'اتمام موجودی این محموله',
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: true,
    status: STATUS.paymentUploaded,
    daysAgo: 6,
    comment: 'لطفاً فاکتور رسمی صادر شود',
    items: [
      ['قهوه عربیکا کلمبیا سوپریمو', 10],
      ['کاغذ فیلتر قهوه سایز ۴', 20],
    ],
    terms: [PAYMENT_TERM.instant, PAYMENT_TERM.oneMonth],
    dealer: 'dealer1@sefaresh.ir',
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.confirmed,
    daysAgo: 4,
    comment: '',
    items: [
      ['تخمه کدو گوشتی', 25],
      ['کشمش سبز قلمی', 30],
    ],
    terms: [PAYMENT_TERM.instant, PAYMENT_TERM.oneMonth, PAYMENT_TERM.threeMonths],
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: true,
    status: STATUS.waitingCustomerApproval,
    daysAgo: 2,
    comment: 'برای عید',
    items: [
      ['گز پسته‌ای ۴۰٪', 40],
      ['تافی کاراملی', 20],
      ['لوکوم ترکیه‌ای', 15],
    ],
    terms: [PAYMENT_TERM.instant, PAYMENT_TERM.oneMonth, PAYMENT_TERM.twoMonths],
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.waitingCustomerApproval,
    daysAgo: 1,
    comment: '',
    items: [['قهوه ترک آسیاب‌شده', 12]],
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.pendingPricing,
    daysAgo: 0.3,
    comment: 'اگر بسته‌بندی ۵ کیلویی دارید همان را بفرستید',
    items: [
      ['تخمه آفتابگردان خام', 50],
      ['کنجد پوست‌کنده سفید', 20],
    ],
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: true,
    status: STATUS.pendingPricing,
    daysAgo: 0.1,
    comment: '',
    items: [['زیره سبز', 10]],
  },
  {
    customer: 'customer2@sefaresh.ir',
    official: false,
    status: STATUS.waitingCustomerApproval,
    daysAgo: 3,
    comment: '',
    items: [['خرمای مضافتی بم', 100]],
    dealer: 'dealer2@sefaresh.ir',
  },
  {
    customer: 'customer2@sefaresh.ir',
    official: false,
    status: STATUS.pendingPricing,
    daysAgo: 0.5,
    comment: 'خرید اول',
    items: [['مغز بادام کالیفرنیا', 10]],
  },
  // A quote in its second version after the customer asked for a better price on one line, and a
  // quote that ran out a few days ago (it cannot be accepted: the order page says why)
  {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.waitingCustomerApproval,
    daysAgo: 2,
    comment: 'سفارش ماهانه کافه',
    items: [
      ['قهوه عربیکا برزیل', 30],
      ['ترکیب اسپرسو ۷۰/۳۰', 15],
    ],
    terms: [PAYMENT_TERM.instant, PAYMENT_TERM.oneMonth],
    revision: {
      comment: 'قیمت قهوه عربیکا از پیشنهاد دیگری که داریم بالاتر است؛ لطفاً بازنگری کنید',
      line: 'قهوه عربیکا برزیل',
      note: 'با این تعداد، حدود ۵٪ تخفیف بیشتر انتظار داریم',
      discount: '10',
    },
  },
  {
    customer: 'customer1@sefaresh.ir',
    official: false,
    status: STATUS.waitingCustomerApproval,
    daysAgo: 12,
    comment: 'برای غرفه نمایشگاه',
    items: [['پسته اکبری خندان', 8]],
  },
];
