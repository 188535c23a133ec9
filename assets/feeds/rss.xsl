<?xml version="1.0" encoding="utf-8"?>
<!-- Shows the RSS feed as a readable page when it is opened in a browser. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html" encoding="utf-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="/rss/channel/title"/> (RSS feed)</title>
        <link rel="stylesheet" href="feed.css"/>
      </head>
      <body>
        <main>
          <p class="notice">This is an RSS feed. Copy its address into a feed reader to follow new posts.</p>
          <h1><xsl:value-of select="/rss/channel/title"/></h1>
          <p><xsl:value-of select="/rss/channel/description"/></p>
          <p><a href="{/rss/channel/link}">Visit the blog</a></p>
          <xsl:for-each select="/rss/channel/item">
            <article>
              <h2><a href="{link}"><xsl:value-of select="title"/></a></h2>
              <p class="date"><xsl:value-of select="pubDate"/></p>
              <p><xsl:value-of select="description"/></p>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
