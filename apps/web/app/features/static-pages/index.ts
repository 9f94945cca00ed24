// The content feature: the company, support and legal pages' frame and blocks, the blog's posts,
// the help centre's questions and the contact form.
export { CardGrid, ProseSection, StaticPage, staticMeta } from './static-page';
export { ContactForm } from './contact-form';
export { BLOG_CATEGORIES, BLOG_POSTS, visiblePosts, type BlogCategory } from './blog-posts';
export { FAQ, searchFaq } from './help-faq';
