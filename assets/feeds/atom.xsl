<?xml version="1.0" encoding="utf-8"?>
<!-- Shows the Atom feed as a readable page when it is opened in a browser. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" encoding="utf-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="/atom:feed/atom:title"/> (Atom feed)</title>
        <link rel="stylesheet" href="feed.css"/>
      </head>
      <body>
        <main>
          <p class="notice">This is an Atom feed. Copy its address into a feed reader to follow new posts.</p>
          <h1><xsl:value-of select="/atom:feed/atom:title"/></h1>
          <p><xsl:value-of select="/atom:feed/atom:subtitle"/></p>
          <p><a href="{/atom:feed/atom:link[@rel='alternate']/@href}">Visit the blog</a></p>
          <xsl:for-each select="/atom:feed/atom:entry">
            <article>
              <h2><a href="{atom:link/@href}"><xsl:value-of select="atom:title"/></a></h2>
              <p class="date"><xsl:value-of select="substring(atom:published, 1, 10)"/></p>
              <p><xsl:value-of select="atom:summary"/></p>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
