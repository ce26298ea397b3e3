export { dockAnatomy, type DockPart } from '../anatomy';
