export { isRequired } from './isRequired';
