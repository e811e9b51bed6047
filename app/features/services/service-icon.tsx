import { Icon, type IconProps } from "~/components/icons";
import type { ServiceId } from "~/content/services";

/** The icon of each service of app/content/ (a leaf for the others); decorative, the title names the service. */
const icons: Record<ServiceId, (props: IconProps) => React.JSX.Element> = {
  babies: Baby,
  pregnant: Sprout,
  general: Leaf,
  sports: Bike,
  seniors: HeartHandshake,
  emergency: Siren,
};

export function ServiceIcon({ id, className }: { id: string; className?: string }) {
  const Drawing = Object.hasOwn(icons, id) ? icons[id as ServiceId] : Leaf;
  return <Drawing aria-hidden="true" focusable="false" className={className} />;
}

function Baby(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 16c.5.3 1.2.5 2 .5s1.5-.2 2-.5" />
      <path d="M15 12h.01" />
      <path d="M19.38 6.813A9 9 0 0 1 20.8 10.2a2 2 0 0 1 0 3.6 9 9 0 0 1-17.6 0 2 2 0 0 1 0-3.6A9 9 0 0 1 12 3c2 0 3.5 1.1 3.5 2.5s-.9 2.5-2 2.5c-.8 0-1.5-.4-1.5-1" />
      <path d="M9 12h.01" />
    </Icon>
  );
}

function Bike(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="18.5" cy="17.5" r="3.5" />
      <circle cx="5.5" cy="17.5" r="3.5" />
      <circle cx="15" cy="5" r="1" />
      <path d="M12 17.5V14l-3-3 4-3 2 3h2" />
    </Icon>
  );
}

function HeartHandshake(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19.414 14.414C21 12.828 22 11.5 22 9.5a5.5 5.5 0 0 0-9.591-3.676.6.6 0 0 1-.818.001A5.5 5.5 0 0 0 2 9.5c0 2.3 1.5 4 3 5.5l5.535 5.362a2 2 0 0 0 2.879.052 2.12 2.12 0 0 0-.004-3 2.124 2.124 0 1 0 3-3 2.124 2.124 0 0 0 3.004 0 2 2 0 0 0 0-2.828l-1.881-1.882a2.41 2.41 0 0 0-3.409 0l-1.71 1.71a2 2 0 0 1-2.828 0 2 2 0 0 1 0-2.828l2.823-2.762" />
    </Icon>
  );
}

function Leaf(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M11 20a10 10 0 0010-10 25.9 25.9 0 00-1.04-7.281 1 1 0 00-1.755-.325C15.833 5.5 13 5.5 9.8 6.1A7 7 0 0011 20" />
      <path d="M2 21a5 5 0 012.911-4.544C7.613 15.212 8.351 15.24 11 13" />
    </Icon>
  );
}

function Siren(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 18v-6a5 5 0 1 1 10 0v6" />
      <path d="M5 21a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-1a2 2 0 0 0-2-2H7a2 2 0 0 0-2 2z" />
      <path d="M21 12h1" />
      <path d="M18.5 4.5 18 5" />
      <path d="M2 12h1" />
      <path d="M12 2v1" />
      <path d="m4.929 4.929.707.707" />
      <path d="M12 12v6" />
    </Icon>
  );
}

function Sprout(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 9.536V7a4 4 0 0 1 4-4h1.5a.5.5 0 0 1 .5.5V5a4 4 0 0 1-4 4 4 4 0 0 0-4 4c0 2 1 3 1 5a5 5 0 0 1-1 3" />
      <path d="M4 9a5 5 0 0 1 8 4 5 5 0 0 1-8-4" />
      <path d="M5 21h14" />
    </Icon>
  );
}
