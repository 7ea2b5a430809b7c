// Reviews where people read them (issue 33): the game page and its reviews page, the home page,
// and the admin's screen for hiding and answering them.
const reviewsShown = {
  game: {
    title: "Reviews from delivered orders",
    average: "{{average}} out of 5",
    count_one: "{{count}} review",
    count_other: "{{count}} reviews",
    none: "No reviews yet. Only shoppers whose order was delivered can review it.",
    onlyDelivered: "Every review comes from a delivered order, with the time that order took.",
    seeAll: "See all reviews",
  },
  card: {
    saleType: "Bought: {{type}}",
    writtenOn: "Written on {{date}}",
  },
  list: {
    metaTitle: "Reviews of {{name}}",
    title: "Reviews of {{name}}",
    backToGame: "Back to {{name}}",
    empty: "No reviews on this page.",
  },
  admin: {
    metaTitle: "Reviews",
    title: "Reviews",
    intro:
      "Reviews from delivered orders, newest first. A hidden review leaves every page and average; its author is emailed the reason.",
    filters: "Filter reviews",
    shown: "Shown",
    shownAll: "All",
    shownVisible: "Visible",
    shownHidden: "Hidden",
    rating: "Stars",
    ratingAll: "Any",
    apply: "Filter",
    empty: "No reviews match these filters.",
    order: "Order #{{id}}",
    hiddenBecause: "Hidden: {{reason}}",
    reasonLabel: "Why hide it (its author is told)",
    hide: "Hide review",
    hiding: "Hiding…",
    unhide: "Show it again",
    unhiding: "Showing…",
    answerLabel: "The store's public answer",
    answer: "Publish answer",
    editAnswer: "Save answer",
    answering: "Saving…",
    done: {
      hidden: "Review #{{id}} is hidden and its author was emailed the reason.",
      unhidden: "Review #{{id}} shows again.",
      answered: "The answer to review #{{id}} is published.",
    },
  },
  errors: {
    notHidden: "This review is not hidden.",
  },
};

export default reviewsShown;
