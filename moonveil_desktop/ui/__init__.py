"""The console's windows and widgets: they lay out what the controller's views
say and send the moderator's choices to the controller. No rule logic here."""
