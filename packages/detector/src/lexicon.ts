/** The commonest English function words: how much of a text they cover says whether it is English at all. */
export const FUNCTION_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing down during each few for from further had has have having he her here hers ' +
    'herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on ' +
    'once only or other our ours ourselves out over own same she should so some such than that the their theirs them ' +
    'themselves then there these they this those through to too under until up very was we were what when where ' +
    'which while who whom why will with would you your yours yourself yourselves'
  ).split(' '),
);

/**
 * Words that language models overuse compared with human writers of the same period (studies of word frequency
 * in text before and after 2023: "delve", "intricate", "tapestry" and their like).
 */
export const MODEL_FAVOURED_WORDS = new Set(
  (
    'delve delves delving intricate intricacies tapestry testament realm landscape multifaceted nuanced nuance ' +
    'pivotal crucial foster fosters fostering underscore underscores underscoring showcase showcases showcasing ' +
    'navigate navigating seamless seamlessly holistic paramount meticulous meticulously commendable noteworthy ' +
    'notably moreover furthermore additionally leverage leveraging utilize utilizing utilization facilitate ' +
    'facilitating streamline embark endeavor endeavors vibrant transformative profound invaluable intriguing ' +
    'captivating resonate resonates unwavering bustling beacon nestled interplay myriad plethora elevate empower ' +
    'empowering harness harnessing pave tailored encompass encompasses encompassing insights enhance enhancing ' +
    'enhanced comprehensive robust ensuring paradigm synergy synergies dynamics groundbreaking innovative ' +
    'cutting-edge ever-evolving ever-changing intricately vital crucially fundamentally'
  ).split(' '),
);

/** Set phrases that language models reach for; matched on lower-cased text. */
export const MODEL_FAVOURED_PHRASES = [
  'it is important to note',
  "it's important to note",
  'it is worth noting',
  'it is essential to',
  'it is crucial to',
  'in conclusion',
  'in summary',
  'plays a crucial role',
  'plays a vital role',
  'plays a significant role',
  'a testament to',
  "in today's",
  'serves as a',
  'stands as a',
  'delve into',
  'dive into',
  'a wide range of',
  'a variety of',
  'not only',
  'as an ai',
  'i hope this',
  'overall, ',
  'ultimately, ',
  'in addition, ',
];

/** Sentence openers that connect to the previous sentence; models open sentences with them more than people. */
export const TRANSITION_OPENERS = new Set(
  (
    'however moreover furthermore additionally overall ultimately consequently therefore thus hence similarly ' +
    'nevertheless nonetheless meanwhile importantly notably specifically finally firstly secondly lastly ' +
    'subsequently accordingly conversely'
  ).split(' '),
);

export const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our', 'ours', 'ourselves']);
