/** Cards on each page of a list of posts (/insights, /case-studies and their tag and author pages): the blogs' `postsPerPage`. */
export const POSTS_PER_PAGE = 9;
