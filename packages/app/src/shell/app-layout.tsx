import { vars } from '@pfm/ui';
import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { navigation, paths } from '../paths.ts';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 16rem 1fr;
  min-height: 100vh;
`;

const Nav = styled.nav`
  border-right: 1px solid ${vars.color.sidebarBorder};
  background: ${vars.color.sidebar};
  padding: ${vars.space[4]};
  display: grid;
  gap: ${vars.space[4]};
  align-content: start;
`;

const GroupLabel = styled.h2`
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.mutedForeground};
  font-weight: ${vars.font.weight.medium};
`;

const Link = styled(NavLink)`
  display: block;
  padding: ${vars.space[1.5]} ${vars.space[2]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.sidebarForeground};
  text-decoration: none;
  &.active { background: ${vars.color.sidebarAccent}; font-weight: ${vars.font.weight.medium}; }
`;

const Main = styled.main`
  padding: ${vars.space[6]};
`;

/** The shell around every screen but sign-in: navigation and the routed screen. */
export function AppLayout() {
  return (
    <Layout>
      <Nav aria-label="Main">
        {navigation.map((group) => (
          <div key={group.label}>
            <GroupLabel>{group.label}</GroupLabel>
            {group.items.map((item) => (
              <Link key={item.path} to={paths[item.path]} end>
                {item.label}
              </Link>
            ))}
          </div>
        ))}
      </Nav>
      <Main id="main">
        <Outlet />
      </Main>
    </Layout>
  );
}
