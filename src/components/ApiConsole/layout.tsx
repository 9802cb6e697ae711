/**
 * The console's page layout, a Swagger UI plugin: Swagger UI's own (`BaseLayout`) without its
 * info block, which would repeat the page's introduction, and with the operations in a `div`
 * instead of a `<main>`, which made a second main landmark inside the page's own.
 */
import React from 'react';

type Component = React.ComponentType<Record<string, unknown>>;
type LayoutProps = {getComponent: (name: string, container?: boolean) => Component};

function ConsoleLayout({getComponent}: LayoutProps): React.ReactElement {
  const [SvgAssets, Errors, Servers, Authorize, Filter, Operations, Models, Row, Col] = [
    getComponent('SvgAssets'),
    getComponent('errors', true),
    getComponent('ServersContainer', true),
    getComponent('AuthorizeBtnContainer', true),
    getComponent('FilterContainer', true),
    getComponent('operations', true),
    getComponent('Models', true),
    getComponent('Row'),
    getComponent('Col'),
  ];
  return (
    <div className="swagger-ui">
      <SvgAssets />
      <Errors />
      <div className="scheme-container">
        <Col className="schemes wrapper" mobile={12}>
          <div className="schemes-server-container">
            <Servers />
          </div>
          <Authorize />
        </Col>
      </div>
      <Filter />
      <div id="operations">
        <Row>
          <Col mobile={12} desktop={12}>
            <Operations />
          </Col>
        </Row>
        <Row>
          <Col mobile={12} desktop={12}>
            <Models />
          </Col>
        </Row>
      </div>
    </div>
  );
}

export const CONSOLE_LAYOUT = 'ConsoleLayout';
export const consoleLayoutPlugin = () => ({components: {[CONSOLE_LAYOUT]: ConsoleLayout}});
