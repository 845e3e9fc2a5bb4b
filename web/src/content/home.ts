export interface HomeContent {
  heading: string;
  summary: string;
}

export const HOME: HomeContent = {
  heading: 'Welcome',
  summary:
    "The corporation was set up in 1974 under the Companies Act, 1956, to organise the production and distribution of certified seed to the state's farmers at reasonable rates.",
};
