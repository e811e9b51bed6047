export default function Statistics() {
  return null;
}
