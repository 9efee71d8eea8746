/** The city guide in Arabic: the icons are the English guide's, by reference. */
import { theCity, type TheCityContent } from './the-city';

const [castle, stadium, bay, museum] = theCity.highlights;
const [shopping, dining] = theCity.shoppingAndDining;
const [onFoot, byBus, byTrain, byBike] = theCity.gettingAround;

export const theCityAr: TheCityContent = {
  intro: 'كارديف، عاصمة ويلز، مدينة ودودة وخضراء، متقاربة الأرجاء يسهل التنقل فيها: مكان رائع للعيش والدراسة.',
  highlights: [
    { title: 'قلعة كارديف', text: 'قلعة ذات تاريخ عريق تقع في قلب المدينة تمامًا.', icon: castle.icon },
    {
      title: 'ملعب برينسيبالتي',
      text: 'الملعب الوطني لويلز، يحتضن مباريات الرغبي الدولية والحفلات الموسيقية والفعاليات الكبرى.',
      icon: stadium.icon,
    },
    {
      title: 'خليج كارديف',
      text: 'واجهة بحرية تزخر بالمطاعم والمقاهي وممرات المشي، وفيها مقر السِّنِد (Senedd)، البرلمان الويلزي.',
      icon: bay.icon,
    },
    {
      title: 'متحف كارديف الوطني',
      text: 'الفنون والتاريخ الطبيعي وعلم الآثار تحت سقف واحد، والدخول مجاني.',
      icon: museum.icon,
    },
  ],
  shoppingAndDining: [
    {
      title: 'التسوق',
      text: 'تجاور مراكز التسوق الحديثة أروقةَ المدينة التجارية المسقوفة التي تعود إلى العصرين الفيكتوري والإدواردي، وتزخر بالمتاجر المستقلة.',
      icon: shopping.icon,
    },
    {
      title: 'المطاعم',
      text: 'أطباق من مختلف أنحاء العالم، من المقاهي التي تناسب ميزانية الطلاب إلى المطاعم المطلة على الماء في منطقة الخليج.',
      icon: dining.icon,
    },
  ],
  greenSpaces: {
    text: 'الحدائق والمساحات الخضراء قريبة منك دائمًا في كارديف: أماكن للمشي أو الجري أو ركوب الدراجة، أو للاسترخاء ببساطة بين الحصص.',
    places: [
      'حديقة بيوت (Bute Park) بجوار القلعة',
      'حديقة روث (Roath Park) وبحيرتها',
      'مسار تاف (Taff Trail) على امتداد النهر',
      'حاجز خليج كارديف (Cardiff Bay Barrage)',
    ],
  },
  gettingAround: [
    {
      title: 'سيرًا على الأقدام',
      text: 'وسط المدينة متقارب الأرجاء، ويمكن الوصول إلى كثير من الأماكن مشيًا.',
      icon: onFoot.icon,
    },
    { title: 'بالحافلة', text: 'تربط الحافلات وسط المدينة بالضواحي وبخليج كارديف.', icon: byBus.icon },
    {
      title: 'بالقطار',
      text: 'تربط محطة كارديف المركزية (Cardiff Central) المدينة ببقية ويلز والمملكة المتحدة، ومنها لندن.',
      icon: byTrain.icon,
    },
    {
      title: 'بالدراجة',
      text: 'مسارات الدراجات، مثل مسار تاف (Taff Trail)، تجعل ركوب الدراجة وسيلة سهلة للتنقل.',
      icon: byBike.icon,
    },
  ],
  skylineAlt: 'رسم توضيحي لكارديف: أبراج القلعة وسقف الملعب ومياه الخليج',
  livingCostsIntro: 'دليل يساعدك على وضع ميزانية لحياتك الطلابية في كارديف.',
  livingCostsNote: 'تختلف التكاليف بحسب نوع سكنك وأسلوب حياتك. وتعرض صفحة السكن لدينا خيارات الإقامة وأسعارها.',
  headings: {
    highlights: 'أبرز معالم المدينة',
    shoppingAndDining: 'التسوق والمطاعم',
    greenSpaces: 'المساحات الخضراء',
    gettingAround: 'التنقل في المدينة',
    livingCosts: 'تكاليف المعيشة',
  },
  callToAction: { title: 'ادرس معنا في كارديف', accommodationLabel: 'السكن', applyLabel: 'قدّم الآن' },
};
