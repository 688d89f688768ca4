import inputLook from '../ui/input.module.css';
import fields from './fields.module.css';

/** A list's search, filter or page-size control: antd's outlined input at its middle size. */
export const controlClassName = `${inputLook.input} ${fields.control}`;
