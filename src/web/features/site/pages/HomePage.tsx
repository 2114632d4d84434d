/** '/' for now (document 1 §2): a hero and the about section (#about). The full home page comes later. */
import { AboutSection } from '../components/AboutSection';
import { HomeHero } from '../components/HomeHero';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <AboutSection />
    </>
  );
}
