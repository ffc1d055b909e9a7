import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Route, Switch } from "wouter";
import { HomePage } from "../pages/HomePage.tsx";
import { AppHeader } from "./AppHeader.tsx";

// Pages other than the home page load on first visit, keeping the first download small.
const MapViewerPage = lazy(() => import("../pages/MapViewerPage.tsx"));
const TablePage = lazy(() => import("../pages/TablePage.tsx"));
const TableNewPage = lazy(() => import("../pages/TableNewPage.tsx"));
const OnlineTablePage = lazy(() => import("../pages/OnlineTablePage.tsx"));
const EditorPage = lazy(() => import("../pages/EditorPage.tsx"));
const RulesPage = lazy(() => import("../pages/RulesPage.tsx"));
const NotFoundPage = lazy(() => import("../pages/NotFoundPage.tsx"));
const ZurvivorsLobbyPage = lazy(() => import("../zurvivors/pages/LobbyPage.tsx"));
const ZurvivorsPlayPage = lazy(() => import("../zurvivors/pages/PlayPage.tsx"));
const MissionLabPage = lazy(() => import("../pages/mission-lab/MissionLabPage.tsx"));
const CampaignsPage = lazy(() => import("../campaign/CampaignsPage.tsx"));
const CampaignPage = lazy(() => import("../campaign/CampaignPage.tsx"));
const SheetPage = lazy(() => import("../campaign/SheetPage.tsx"));
const BlackPlaguePage = lazy(() => import("../black-plague/BlackPlaguePage.tsx"));

export function App() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("app.skip")}
      </a>
      <AppHeader />
      <main id="main">
        <Suspense fallback={<p className="loading">{t("loading")}</p>}>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/maps/:id">{(p) => <MapViewerPage id={p.id} />}</Route>
            <Route path="/new" component={TableNewPage} />
            <Route path="/table/online/:code">{(p) => <OnlineTablePage code={p.code} />}</Route>
            <Route path="/table/:id">{(p) => <TablePage id={p.id} />}</Route>
            <Route path="/editor" component={EditorPage} />
            <Route path="/rules" component={RulesPage} />
            <Route path="/lab" component={MissionLabPage} />
            <Route path="/campaigns" component={CampaignsPage} />
            <Route path="/campaigns/:id/sheet/:survivor">
              {(p) => <SheetPage id={p.id} survivor={p.survivor} />}
            </Route>
            <Route path="/campaigns/:id">{(p) => <CampaignPage id={p.id} />}</Route>
            <Route path="/black-plague" component={BlackPlaguePage} />
            <Route path="/zurvivors" component={ZurvivorsLobbyPage} />
            <Route path="/zurvivors/play" component={ZurvivorsPlayPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </main>
    </>
  );
}
